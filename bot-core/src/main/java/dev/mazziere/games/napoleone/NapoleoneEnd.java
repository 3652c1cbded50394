package dev.mazziere.games.napoleone;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Napoleone's end rules, checked at the end of each scored hand. */
final class NapoleoneEnd {

    private NapoleoneEnd() {
    }

    /**
     * The winning seats, or null when the match goes on. {@code end=target}: once some seat
     * has reached the target, the single highest total wins; equal highest totals play on.
     * {@code end=hands}: after exactly that many scored hands, every seat with the highest
     * total wins.
     */
    static List<Integer> winners(List<Integer> totals, int scoredHands, boolean endByHands, int target,
                                 int hands) {
        int max = Collections.max(totals);
        List<Integer> leaders = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == max) {
                leaders.add(s);
            }
        }
        if (endByHands) {
            return scoredHands >= hands ? List.copyOf(leaders) : null;
        }
        return max >= target && leaders.size() == 1 ? List.copyOf(leaders) : null;
    }
}
