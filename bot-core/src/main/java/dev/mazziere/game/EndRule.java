package dev.mazziere.game;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * When a match of scored hands ends, as its {@code end} option picks: {@code end=hands}
 * after exactly {@code hands} scored hands, every seat with the highest total winning;
 * {@code end=target} at the end of a hand where one seat alone has the highest total and
 * it has reached {@code target} (a shared highest, or one below the target, plays on).
 * Each of {@code target} and {@code hands} is used only by its own rule.
 *
 * @param byHands whether the match ends after a count of hands rather than at a target
 * @param target  the total a single leader must reach ({@code end=target})
 * @param hands   the scored hands the match lasts ({@code end=hands})
 */
public record EndRule(boolean byHands, int target, int hands) {

    /** The rule the options give, under these option names; the {@code end} choice is {@code hands} or {@code target}. */
    public static EndRule of(Options options, String end, String target, String hands) {
        return new EndRule("hands".equals(options.choice(end)), options.number(target), options.number(hands));
    }

    /** The {@code end} option's value: {@code hands} or {@code target}. */
    public String name() {
        return byHands ? "hands" : "target";
    }

    /** The winning seats after {@code scoredHands} hands with these totals, or null when the match goes on. */
    public List<Integer> winners(List<Integer> totals, int scoredHands) {
        int max = Collections.max(totals);
        List<Integer> leaders = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == max) {
                leaders.add(s);
            }
        }
        if (byHands) {
            return scoredHands >= hands ? List.copyOf(leaders) : null;
        }
        return max >= target && leaders.size() == 1 ? List.copyOf(leaders) : null;
    }
}
