/**
 * The answers to a player's commands about the records kept of them: rankings by rating
 * ({@code /stats}), their profile ({@code /profile}), and their data ({@code /privacy},
 * {@code /deleteme}). Each asks {@link dev.mazziere.records.PlayerRecords} and returns a
 * {@link dev.mazziere.chat.Message} in the asker's language; the table layer only routes
 * the commands here. Depends on records, rating, store, games, picture, chat and text.
 */
package dev.mazziere.profile;
