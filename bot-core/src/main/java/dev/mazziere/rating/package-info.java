/**
 * Ratings: a player's skill per leaderboard (a game or the variant it plays), learned
 * from finished matches with any number of sides and teams, and the monthly seasons
 * and rankings drawn from it. Pure logic with no store and no table: the table layer
 * turns a finished match into a {@link dev.mazziere.rating.RatedMatch} and the store
 * keeps the {@link dev.mazziere.rating.RatingUpdate}s.
 *
 * <p>The model is Weng and Lin's Bayesian approximation with the Plackett-Luce
 * likelihood ("A Bayesian Approximation Method for Online Ranking", JMLR 12, 2011),
 * as OpenSkill implements it, through the {@code com.pocketcombats:openskill} library
 * ({@link dev.mazziere.rating.Rater}). Depends on {@code game} ({@code MatchResult})
 * and {@code ai} ({@code Level}) only.
 */
package dev.mazziere.rating;
