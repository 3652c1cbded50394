package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the other seats' last turns say about their hands, if they play like the
 * {@code medium} heuristic: a seat that discarded {@code d} and kept hand {@code H} had no
 * meld to lay down nor card to add to the table in {@code H + d} (unless it was holding
 * back to close in hand), {@code d} was the card it least wanted, and when it drew from the
 * stock the pile's top card made no meld with its hand. A random deal of the unseen
 * cards ignores all this: its hands hold melds and table cards a real player would have
 * laid down, so they look closer to closing than they are.
 *
 * <p>Read from this seat's views only, at its own draw: the discard pile, the picks and
 * the table since its last decision tell, seat by seat backwards, what each other seat
 * discarded, took from the pile or passed. When the views do not add up (the stock was
 * rebuilt meanwhile) it knows nothing.
 */
final class RaminoReading {

    /** One seat's last turn: what it discarded, took from or passed on the pile, laid down, and the table then. */
    record Turn(FrenchCard discard, FrenchCard picked, FrenchCard declined, List<FrenchCard> laid,
                List<TableMeld> table, List<FrenchCard> collected, boolean mayHoldBack) {
    }

    private final Map<Integer, Turn> turns = new HashMap<>();
    private RaminoView previous;

    /** Takes note of one of this seat's views, in order. */
    void observe(RaminoView v) {
        if (previous != null && previous.handNumber() != v.handNumber()) {
            previous = null;
        }
        if (v.phase() == RaminoMatch.Phase.DRAW && v.toAct() == v.viewer()) {
            turns.clear();
            read(v);
        } else if (v.phase() == RaminoMatch.Phase.REENTRY) {
            turns.clear();
        }
        previous = v;
    }

    /** The last turn of {@code seat} as read, or null. */
    Turn turn(int seat) {
        return turns.get(seat);
    }

    private void read(RaminoView now) {
        int seats = now.seats();
        List<Integer> actors = new ArrayList<>();
        int first;
        List<FrenchCard> pileBefore;
        List<Integer> picksBefore = new ArrayList<>();
        int meldsBefore;
        if (previous == null) {
            // The hand's first turn for this seat: the others since the deal.
            first = next(now, now.dealer());
            pileBefore = List.of(now.pile().isEmpty() ? FrenchCard.JOKER : now.pile().get(0));
            for (int s = 0; s < seats; s++) {
                picksBefore.add(0);
            }
            meldsBefore = 0;
        } else {
            first = next(now, now.viewer());
            // The previous view was this seat's last before it discarded: one card more on the pile.
            pileBefore = new ArrayList<>(previous.pile());
            pileBefore.add(FrenchCard.JOKER);
            for (int s = 0; s < seats; s++) {
                picksBefore.add(previous.pilePicks().get(s).size());
            }
            meldsBefore = previous.melds().size();
        }
        for (int s = first; s != now.viewer(); s = next(now, s)) {
            actors.add(s);
            if (actors.size() > seats) {
                return;
            }
        }
        if (actors.isEmpty()) {
            return;
        }
        List<FrenchCard> pile = new ArrayList<>(now.pile());
        Map<Integer, Turn> read = new HashMap<>();
        for (int i = actors.size() - 1; i >= 0; i--) {
            int s = actors.get(i);
            if (pile.isEmpty()) {
                return;
            }
            FrenchCard discard = pile.remove(pile.size() - 1);
            List<RaminoView.Face> picks = now.pilePicks().get(s);
            FrenchCard picked = null;
            FrenchCard declined = null;
            if (picks.size() > picksBefore.get(s)) {
                picked = picks.get(picks.size() - 1).card();
                pile.add(picked);
            } else if (!pile.isEmpty()) {
                declined = pile.get(pile.size() - 1);
            }
            List<FrenchCard> laid = new ArrayList<>();
            List<TableMeld> table = new ArrayList<>();
            boolean lastActor = i == actors.size() - 1;
            for (RaminoView.MeldView m : now.melds()) {
                boolean fresh = m.index() >= meldsBefore;
                // The table when this seat discarded: exactly the table now for the last seat to
                // act; for earlier ones, the melds no later seat can have laid down or changed.
                boolean then = lastActor || (fresh ? actors.indexOf(m.owner()) <= i
                        : m.equals(previous == null ? null : previous.melds().get(m.index())));
                if (then) {
                    table.add(m.meld());
                }
                if (fresh && m.owner() == s) {
                    laid.addAll(m.meld().naturals());
                }
            }
            int after = next(now, s);
            List<FrenchCard> collected = new ArrayList<>();
            now.pilePicks().get(after).forEach(f -> collected.add(f.card()));
            if (actors.indexOf(after) > i && collected.size() > picksBefore.get(after)) {
                collected.remove(collected.size() - 1);
            }
            boolean othersFar = true;
            for (int o = 0; o < seats; o++) {
                if (o != s && !now.out().contains(o) && (now.handSizes().get(o) <= 4 || now.laidDown().get(o))) {
                    othersFar = false;
                }
            }
            boolean mayHoldBack = !now.laidDown().get(s) && othersFar
                    && now.stockSize() + (actors.size() - 1 - i) > 8;
            read.put(s, new Turn(discard, picked, declined, laid, table, collected, mayHoldBack));
        }
        if (pile.size() != pileBefore.size()) {
            return;
        }
        turns.putAll(read);
    }

    private static int next(RaminoView v, int seat) {
        int s = seat;
        for (int i = 0; i < v.seats(); i++) {
            s = (s + 1) % v.seats();
            if (!v.out().contains(s)) {
                return s;
            }
        }
        return seat;
    }

    /**
     * How many of its last turn's facts {@code hand}, the seat's hand now, contradicts
     * (0 to 4): a meld or a table card left in hand, a discard it wanted less than
     * another card, a passed pile card that made a meld.
     */
    static int violations(Turn t, List<FrenchCard> hand, boolean extendOthers, int seat) {
        List<FrenchCard> before = new ArrayList<>(hand.size() + 1);
        before.addAll(hand);
        before.add(t.discard());
        int violations = 0;
        boolean hold = false;
        List<FrenchCard> plan = List.of();
        boolean meld = false;
        for (MeldFinder.Candidate c : MeldFinder.meldsOf(before)) {
            if (c.cards().size() < before.size()) {
                meld = true;
                break;
            }
        }
        if (meld) {
            plan = RaminoHeuristicPlayer.plan(before);
        }
        int deadwood = before.size() - plan.size();
        hold = t.mayHoldBack() && deadwood > 1 && deadwood <= 3;
        if (meld && !hold) {
            violations++;
        }
        if (!hold && before.size() > 1) {
            for (TableMeld m : t.table()) {
                if ((extendOthers || m.owner() == seat) && extends_(m, before)) {
                    violations++;
                    break;
                }
            }
        }
        long mine = RaminoHeuristicPlayer.discardScore(before, plan, t.collected(), t.discard());
        boolean skipped = false;
        for (FrenchCard c : before) {
            if (c.equals(t.discard()) && !skipped) {
                skipped = true;
                continue;
            }
            if (c.equals(t.picked()) && Collections.frequency(before, c) == 1) {
                continue;
            }
            if (RaminoHeuristicPlayer.discardScore(before, plan, t.collected(), c) + RaminoHeuristicPlayer.TIE_NOISE < mine) {
                violations++;
                break;
            }
        }
        if (t.declined() != null && madeMeld(t.declined(), before, t.laid())) {
            violations++;
        }
        return violations;
    }

    private static boolean extends_(TableMeld m, List<FrenchCard> hand) {
        for (MeldFinder.Candidate c : MeldFinder.extensionsOf(m, hand)) {
            if (c.cards().size() < hand.size()) {
                return true;
            }
        }
        return false;
    }

    /**
     * True when {@code card} made a meld, without a joker, with the hand the seat held
     * before it drew: {@code before} and what it {@code laid}, less the card it drew
     * (unknown: any one of them).
     */
    private static boolean madeMeld(FrenchCard card, List<FrenchCard> before, List<FrenchCard> laid) {
        List<FrenchCard> held = new ArrayList<>(before);
        held.addAll(laid);
        // The pairs that meld with the card; the drawn card may break them all only if it is in each.
        List<FrenchCard[]> pairs = new ArrayList<>();
        for (int i = 0; i < held.size(); i++) {
            for (int j = i + 1; j < held.size(); j++) {
                FrenchCard a = held.get(i);
                FrenchCard b = held.get(j);
                if (!a.isJoker() && !b.isJoker() && Melds.natural(List.of(a, b, card)).valid()) {
                    pairs.add(new FrenchCard[] {a, b});
                }
            }
        }
        if (pairs.isEmpty()) {
            return false;
        }
        for (FrenchCard x : held) {
            boolean inAll = true;
            for (FrenchCard[] p : pairs) {
                if (!p[0].equals(x) && !p[1].equals(x)) {
                    inAll = false;
                    break;
                }
            }
            if (inAll) {
                return false;
            }
        }
        return true;
    }
}
