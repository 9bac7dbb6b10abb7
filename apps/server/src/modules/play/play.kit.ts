// What the play engine offers games beside its service: the one file other modules may import from it
// besides play.service and play.module (the linter keeps it so).
export { gameRecords, rollViewOf, withRolls, type Rolled } from './game-records';
export type { GateCondition, GateValues, PlayGate, StakeCheck, StandingRead } from './play-gate';
export type { GameInvariantSource, GameRecord } from './play.invariants';
export { pricedItemsOf, pricedItemsText, totalPrice } from './priced-items';
export { GAME_NEEDS, gameDependencies } from './game-dependencies';
