package dev.mazziere.games.chiamata;

import java.util.Arrays;

/**
 * A bid of the Briscola chiamata auction (docs/rules.md, Briscola chiamata): a rank, which
 * is the rank of the card the caller will call, and the card points the caller's side
 * needs. A rank bid needs 61; above the plain 2 come the 2 with points, 62 to 120. Bids
 * climb a ladder of 69 levels: Asso (the lowest bid) &lt; 3 &lt; Re &lt; Cavallo &lt; Fante
 * &lt; 7 &lt; 6 &lt; 5 &lt; 4 &lt; 2 &lt; 2 a 62 &lt; ... &lt; 2 a 120. There is exactly one instance
 * per level.
 *
 * <p>Its code is the rank as in card codes ({@code 1}, {@code 3}, {@code 10} ... {@code 2}),
 * and for a points bid the points after a colon ({@code 2:75}).
 *
 * @param rank   the rank called: 1 (Asso) to 10 (Re)
 * @param points the card points the caller's side needs: 61, or 62 to 120 with rank 2
 */
public record Contract(int rank, int points) {

    /** The card points a rank bid needs: more than half of the 120. */
    public static final int PLAIN = 61;
    /** The most a points bid can ask: every card point. */
    public static final int MAX_POINTS = 120;

    /** The ranks from the lowest bid to the highest: the lower the card, the higher the bid. */
    private static final int[] LADDER = {1, 3, 10, 9, 8, 7, 6, 5, 4, 2};

    /** The number of levels: ten ranks, then the 2 at 62 ... 120. */
    public static final int LEVELS = LADDER.length + MAX_POINTS - PLAIN;

    /** The highest level: 2 a 120. */
    public static final int TOP = LEVELS - 1;

    private static final Contract[] ALL = new Contract[LEVELS];

    static {
        for (int i = 0; i < LADDER.length; i++) {
            ALL[i] = new Contract(LADDER[i], PLAIN);
        }
        for (int p = PLAIN + 1; p <= MAX_POINTS; p++) {
            ALL[LADDER.length + p - PLAIN - 1] = new Contract(2, p);
        }
    }

    public Contract {
        if (rank < 1 || rank > 10) {
            throw new IllegalArgumentException("a bid names a rank 1 to 10, not " + rank);
        }
        if (points != PLAIN && (rank != 2 || points < PLAIN || points > MAX_POINTS)) {
            throw new IllegalArgumentException("only the 2 is bid with points, 62 to 120: " + rank + " a " + points);
        }
    }

    /** The bid at this level of the ladder, 0 (Asso) to {@link #TOP} (2 a 120). */
    public static Contract ofLevel(int level) {
        return ALL[level];
    }

    /** The plain bid of a rank: the card of that rank, 61 points. */
    public static Contract ofRank(int rank) {
        for (int i = 0; i < LADDER.length; i++) {
            if (LADDER[i] == rank) {
                return ALL[i];
            }
        }
        throw new IllegalArgumentException("no rank " + rank);
    }

    /** The bid of the 2 with {@code points}, 62 to 120 (61 is the plain 2). */
    public static Contract ofPoints(int points) {
        if (points < PLAIN || points > MAX_POINTS) {
            throw new IllegalArgumentException("a points bid asks 62 to 120, not " + points);
        }
        return points == PLAIN ? ofRank(2) : ALL[LADDER.length + points - PLAIN - 1];
    }

    /** Its place on the ladder: 0 for Asso, 9 for the plain 2, 10 for 2 a 62, {@link #TOP} for 2 a 120. */
    public int level() {
        if (points > PLAIN) {
            return LADDER.length + points - PLAIN - 1;
        }
        for (int i = 0; i < LADDER.length; i++) {
            if (LADDER[i] == rank) {
                return i;
            }
        }
        throw new IllegalStateException("rank " + rank);
    }

    /** True when this bid is higher than {@code other} (null: no bid yet). */
    public boolean beats(Contract other) {
        return other == null || level() > other.level();
    }

    /** True for a 2 with points above 61. */
    public boolean withPoints() {
        return points > PLAIN;
    }

    /** {@code 9}, {@code 2}, {@code 2:75}. */
    public String code() {
        return withPoints() ? rank + ":" + points : Integer.toString(rank);
    }

    /**
     * Parses {@link #code()}.
     *
     * @throws IllegalArgumentException naming the bad code
     */
    public static Contract parse(String code) {
        String text = code.trim();
        try {
            int colon = text.indexOf(':');
            if (colon < 0) {
                int rank = Integer.parseInt(text);
                if (Arrays.stream(LADDER).anyMatch(r -> r == rank)) {
                    return ofRank(rank);
                }
            } else if (Integer.parseInt(text.substring(0, colon)) == 2) {
                int points = Integer.parseInt(text.substring(colon + 1));
                if (points > PLAIN && points <= MAX_POINTS) {
                    return ofPoints(points);
                }
            }
        } catch (NumberFormatException e) {
            // falls through to the error
        }
        throw new IllegalArgumentException("not a bid: '" + code
                + "' (expected a rank 1-10, or 2: and the points 62-120, e.g. 9 or 2:75)");
    }

    @Override
    public String toString() {
        return code();
    }
}
