/** /working-time-control (the internal tile and the profile menu's entry) opens the clock (platform spec §2: working_time_control.index). */
import { Navigate } from 'react-router';
import { paths } from '../../config/paths';

export default function WorkingTimeIndex() {
  return <Navigate to={paths.workingTimeClock} replace />;
}
