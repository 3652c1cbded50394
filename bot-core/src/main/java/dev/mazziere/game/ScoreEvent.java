package dev.mazziere.game;

import java.util.List;

/**
 * The end of a hand (smazzata): {@code hand} is the game's own breakdown,
 * {@code points} what each team scored in the hand, {@code totals} the running totals.
 */
public record ScoreEvent(Object hand, List<Integer> points, List<Integer> totals) implements MatchEvent {

    public ScoreEvent {
        points = List.copyOf(points);
        totals = List.copyOf(totals);
    }

    @Override
    public String type() {
        return "score";
    }
}
