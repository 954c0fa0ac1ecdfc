/** Path prefix of the control API; the fault hook never touches it. */
export const CONTROL_PREFIX = '/__control';
