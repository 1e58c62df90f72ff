/**
 * The integration suite runs as two vitest processes at once (scripts/test-integration.sh), each on a
 * half of the files. Each process is a lane (VITEST_LANE, 0 when unset) with loopback fakes of its
 * own, so a test that resets or reads the fake mail API never sees the other lane's mail.
 */
const lane = Number(process.env.VITEST_LANE ?? 0)
if (!Number.isInteger(lane) || lane < 0 || lane > 9) throw new Error(`VITEST_LANE must be 0 to 9, not ${lane}`)

/** The lane's port for a loopback service whose lane-0 port is `base`. */
export const lanePort = (base: number) => base + 10 * lane
