package dev.mazziere.rating;

import dev.mazziere.game.MatchResult;

/**
 * The place of each team in a finished match, from the result Mazziere's games give:
 * the winning teams share first place, the others follow by their totals in the game's
 * direction (more points better, or fewer as in Traversone and Ramino), equal totals
 * share a place. Places are counted as in sport ("1, 1, 3"): only their order matters
 * to the rating.
 */
public final class Placings {

    private Placings() {
    }

    /**
     * One place per team, indexed by team.
     *
     * @throws IllegalArgumentException for a stopped match, which has no places
     */
    public static int[] of(MatchResult result, boolean morePointsBetter) {
        if (result.stopped()) {
            throw new IllegalArgumentException("a stopped match has no places");
        }
        int teams = result.totals().size();
        int[] places = new int[teams];
        for (int t = 0; t < teams; t++) {
            int ahead = 0;
            for (int o = 0; o < teams; o++) {
                if (o != t && ahead(result, o, t, morePointsBetter)) {
                    ahead++;
                }
            }
            places[t] = ahead + 1;
        }
        return places;
    }

    /** True when team {@code a} finished ahead of team {@code b}. */
    private static boolean ahead(MatchResult result, int a, int b, boolean morePointsBetter) {
        boolean aWon = result.winners().contains(a);
        boolean bWon = result.winners().contains(b);
        if (aWon != bWon) {
            return aWon;
        }
        if (aWon) {
            return false;
        }
        int ta = result.totals().get(a);
        int tb = result.totals().get(b);
        return morePointsBetter ? ta > tb : ta < tb;
    }
}
