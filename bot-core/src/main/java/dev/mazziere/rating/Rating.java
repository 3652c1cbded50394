package dev.mazziere.rating;

import java.util.Comparator;

/**
 * What the bot believes of one player's skill on one leaderboard: a normal distribution
 * of mean {@code mu} and deviation {@code sigma} (OpenSkill's scale: a newcomer is
 * 25 ± 25/3), and how many rated matches taught it.
 *
 * <p>Rankings use the <em>conservative</em> rating {@code mu - 3 sigma}, the skill the
 * player has with 99.7% likelihood (OpenSkill's {@code ordinal()}, TrueSkill's
 * leaderboard value): a newcomer starts at 0 and climbs as the bot learns their skill,
 * so a lucky first win never tops a ranking. Players read it as {@link #points()}, 30
 * points to one unit: between two settled players a gap of 100 points means about the
 * win chance an Elo gap of 100 means (64%). A player is {@link #provisional()} for
 * their first {@value #PROVISIONAL_MATCHES} rated matches.
 */
public record Rating(double mu, double sigma, int matches) {

    /** A newcomer's mean skill (OpenSkill's default, and the medium computer's). */
    public static final double MU = 25.0;
    /** A newcomer's uncertainty (OpenSkill's default). */
    public static final double SIGMA = 25.0 / 3.0;
    /** Rated matches until a rating stops being provisional. */
    public static final int PROVISIONAL_MATCHES = 10;
    /** Display points per unit of conservative rating. */
    public static final int POINTS_PER_UNIT = 30;

    /** Highest conservative rating first. */
    public static final Comparator<Rating> BEST_FIRST = Comparator.comparingDouble(Rating::conservative).reversed();

    private static final Rating NEWCOMER = new Rating(MU, SIGMA, 0);

    public Rating {
        if (!(sigma > 0) || !Double.isFinite(mu) || !Double.isFinite(sigma)) {
            throw new IllegalArgumentException("a rating needs a finite mu and a positive sigma, not " + mu + " ± " + sigma);
        }
        if (matches < 0) {
            throw new IllegalArgumentException("matches cannot be negative: " + matches);
        }
    }

    /** The rating of a player who has no rated match on a leaderboard yet. */
    public static Rating newcomer() {
        return NEWCOMER;
    }

    /** True for the first {@value #PROVISIONAL_MATCHES} rated matches: the ranking says so beside the name. */
    public boolean provisional() {
        return matches < PROVISIONAL_MATCHES;
    }

    /** {@code mu - 3 sigma}: what rankings sort by. */
    public double conservative() {
        return mu - 3 * sigma;
    }

    /** The conservative rating as players read it: whole points, never below 0 (a newcomer has 0). */
    public int points() {
        return (int) Math.max(0, Math.round(POINTS_PER_UNIT * conservative()));
    }
}
