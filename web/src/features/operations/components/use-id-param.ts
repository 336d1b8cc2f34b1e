import { useParams } from 'react-router';

/** The `:id` of a detail route as a positive integer, or null when it is not one. */
export function useIdParam(): number | null {
  const { id } = useParams();
  const n = Number(id);
  return Number.isInteger(n) && n > 0 ? n : null;
}
