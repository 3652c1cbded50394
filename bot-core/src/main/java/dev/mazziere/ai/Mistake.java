package dev.mazziere.ai;

import dev.mazziere.game.Move;

/**
 * One costly decision of a hand, as a review shows it.
 *
 * @param decision   its index in the hand's decisions of the seat reviewed
 * @param played     the move the seat made
 * @param preferred  the move the {@code hard} search prefers there
 * @param pointsLost what {@code played} is expected to cost against {@code preferred}, in the game's own points
 * @param reason     why {@code preferred} is better, as a fact of the position
 */
public record Mistake(int decision, Move played, Move preferred, double pointsLost, Reason reason) {
}
