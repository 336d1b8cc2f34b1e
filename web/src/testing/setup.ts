/**
 * Setup of every unit test file. Testing Library waits 1 s by default for `findBy…`; the suite
 * shares 2 cores with CDK synths and the integration stand-in, so screens get 5 s.
 */
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5000 });
