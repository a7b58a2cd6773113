/**
 * When a number change or a port is done. The portal only places the order; our provisioning
 * team carries it out (decision 011), so this is the team's reading of its service level
 * (decision 032), in one place for both pages.
 */
export const NUMBER_MOVE_TIME = 'within one working day';
