import { usersEndpoints } from '@millenaire/contracts/endpoints/users';
import { endpointUrl } from '@/shared/api/endpoint';

/** Where the captcha widget fetches its challenge itself. */
export const CAPTCHA_URL = endpointUrl(usersEndpoints.captcha);
