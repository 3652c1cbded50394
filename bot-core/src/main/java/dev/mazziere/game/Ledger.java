package dev.mazziere.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The record of a match so far that every game keeps alike: the moves applied, the
 * events emitted, the running totals per team, and how the match ended (winners, or
 * the result of a stop). {@link AbstractMatch} owns it.
 */
final class Ledger implements StatePart<Ledger> {

    final List<MatchEvent> events;
    final List<Move> history;
    final int[] totals;
    List<Integer> winners;
    MatchResult stoppedResult;

    Ledger(int teams) {
        this.events = new ArrayList<>();
        this.history = new ArrayList<>();
        this.totals = new int[teams];
    }

    private Ledger(Ledger o) {
        this.events = new ArrayList<>(o.events);
        this.history = new ArrayList<>(o.history);
        this.totals = o.totals.clone();
        this.winners = o.winners;
        this.stoppedResult = o.stoppedResult;
    }

    @Override
    public Ledger copy() {
        return new Ledger(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Ledger l && history.equals(l.history) && events.equals(l.events)
                && Arrays.equals(totals, l.totals) && Objects.equals(winners, l.winners)
                && Objects.equals(stoppedResult, l.stoppedResult);
    }

    @Override
    public int hashCode() {
        return history.size();
    }
}
