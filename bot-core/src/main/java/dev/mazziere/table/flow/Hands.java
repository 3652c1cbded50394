package dev.mazziere.table.flow;

import dev.mazziere.game.DealEvent;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.ScoreEvent;
import java.util.List;

/**
 * Where a match's hands begin and end, read from its events: the end of the last hand
 * played, and whether a deal starts a new hand rather than topping up the one being
 * played (Scopa's three new cards). Pure functions.
 */
public final class Hands {

    private Hands() {
    }

    /** Where among {@code events} the last hand played ended, or -1 during the first. */
    static int lastEndIndex(List<MatchEvent> events) {
        for (int i = events.size() - 1; i >= 0; i--) {
            if (events.get(i) instanceof ScoreEvent) {
                return i;
            }
        }
        return -1;
    }

    /** True when a player has moved since the event at {@code at}: anything after it but a deal. */
    static boolean movedSince(List<MatchEvent> events, int at) {
        for (int i = at + 1; i < events.size(); i++) {
            if (!(events.get(i) instanceof DealEvent)) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when the newest event deals a new hand over one thrown in (nobody bid, and the
     * next player deals): a deal by another dealer that follows no hand's end.
     */
    static boolean justThrownIn(List<MatchEvent> events) {
        int last = events.size() - 1;
        return last >= 1 && events.get(last) instanceof DealEvent && !(events.get(last - 1) instanceof ScoreEvent)
                && newHandDealt(events, last);
    }

    /**
     * True when a deal among the events from {@code from} on starts a new hand: it follows
     * the end of a hand, or a hand thrown in (another dealer deals), unlike Scopa's deals
     * of three cards within a hand (the same dealer again).
     */
    static boolean newHandDealt(List<MatchEvent> events, int from) {
        int previousDealer = -1;
        for (int i = 0; i < events.size(); i++) {
            MatchEvent e = events.get(i);
            if (e instanceof ScoreEvent) {
                previousDealer = -1;
            } else if (e instanceof DealEvent deal) {
                if (i >= from && deal.dealer() != previousDealer) {
                    return true;
                }
                previousDealer = deal.dealer();
            }
        }
        return false;
    }
}
