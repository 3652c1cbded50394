/**
 * A player's records across chats: ratings per game and variant (the model is
 * {@link dev.mazziere.rating}), their dated history, seasons, profile counters and each
 * game's feats, the global-ranking opt-in, what {@code /deleteme} erases and how long
 * finished matches are kept. The store keeps them behind {@link dev.mazziere.records.PlayerRecords}
 * (implemented over JDBC in {@code store}); this package holds the logic and the values,
 * and nothing here knows SQL.
 *
 * <p>At a match's end the table layer describes it as a {@link dev.mazziere.records.PlayedMatch}
 * ({@link dev.mazziere.records.PlayedMatches} builds one from the transcript and the seats),
 * and the store records it in the transaction that ends the match;
 * {@link dev.mazziere.records.MatchRecorder} decides what changes.
 */
package dev.mazziere.records;
