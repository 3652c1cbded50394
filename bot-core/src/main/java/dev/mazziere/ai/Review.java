package dev.mazziere.ai;

import java.util.List;

/**
 * A seat's hand reviewed: its costliest decisions, the costliest first, at most
 * {@link Coach#REVIEWED}; empty when no decision cost the coach's threshold or more
 * ({@link #nothingToSay()}).
 *
 * @param costliest the costliest decisions, the costliest first
 * @param weighed   the decisions with a choice that the search weighed
 * @param threshold the expected points a decision had to cost to be shown
 */
public record Review(List<Mistake> costliest, int weighed, double threshold) {

    public Review {
        costliest = List.copyOf(costliest);
    }

    /** True when no decision of the hand cost the threshold or more: the coach has nothing to say. */
    public boolean nothingToSay() {
        return costliest.isEmpty();
    }
}
