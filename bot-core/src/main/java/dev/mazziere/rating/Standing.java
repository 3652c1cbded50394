package dev.mazziere.rating;

/**
 * One line of a ranking: the player's position (from 1), their rating, the rated matches
 * it counts (in the season, or in all, as the ranking says) and the change of their
 * display points in the season.
 */
public record Standing(int position, String player, Rating rating, int matches, int change) {
}
