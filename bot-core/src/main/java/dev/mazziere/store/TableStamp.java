package dev.mazziere.store;

/**
 * What a bot instance checks of a chat's open table before an event, to tell whether its
 * copy is current: one indexed row.
 *
 * @param moveCount the number of moves of the table's current match (0 in the lobby)
 */
public record TableStamp(long tableId, long version, int moveCount) {
}
