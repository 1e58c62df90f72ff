/** Shared by the e-invoice validator service (Node) and the tests inside workerd. */
export const EINVOICE_VALIDATOR_PORT = 8935
