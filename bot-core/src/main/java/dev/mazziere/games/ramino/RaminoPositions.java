package dev.mazziere.games.ramino;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.games.ramino.RaminoMatch.Phase;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;

/**
 * Builds Ramino matches set at a given position rather than dealt: a test's arranged deal,
 * or the position a seat's view shows, restored for search ({@link RaminoDeterminizer}).
 */
final class RaminoPositions {

    private RaminoPositions() {
    }

    /**
     * A match at an exact position, for tests: {@code dealer} has just dealt {@code dealt}
     * (seat order; an empty hand for a seat that is out), {@code pile} (top last) and
     * {@code stock} (top last) lie on the table, the totals are as given, and the seat
     * after the dealer is to draw. Later deals come from {@code seed}.
     */
    static RaminoMatch arranged(RaminoGame game, Options options, long seed, int dealer,
                                List<List<FrenchCard>> dealt, List<FrenchCard> pile, List<FrenchCard> stock,
                                int[] totals, Set<Integer> outSeats, Set<Integer> reenteredSeats) {
        RaminoMatch m = new RaminoMatch(game, options, dealt.size(), seed, false);
        List<FrenchCard> all = new ArrayList<>(pile);
        all.addAll(stock);
        dealt.forEach(all::addAll);
        List<FrenchCard> deck = new ArrayList<>(m.duemazzi ? Decks.frenchDouble108() : Decks.french54());
        for (FrenchCard c : all) {
            if (!deck.remove(c)) {
                throw new IllegalArgumentException("more copies of " + c + " than the deck holds");
            }
        }
        m.rotation.setDealer(dealer);
        m.restoreTotals(Arrays.stream(totals).boxed().toList());
        for (int s : outSeats) {
            m.standing.out[s] = true;
        }
        for (int s : reenteredSeats) {
            m.standing.reenteredEver[s] = true;
        }
        for (int s = 0; s < dealt.size(); s++) {
            m.deal.hands.get(s).addAll(dealt.get(s));
        }
        m.deal.pile.addAll(pile);
        m.deal.stock.addAll(stock);
        m.recordDeal(new DealEvent(dealer, m.deal.snapshotHands(),
                pile.isEmpty() ? List.of() : List.of(pile.get(pile.size() - 1))));
        m.deal.phase = Phase.DRAW;
        m.turn.forcedTake = m.duemazzi;
        m.deal.toAct = m.standing.nextIn(dealer);
        return m;
    }

    /**
     * A match in the position {@code view} shows, for search ({@link RaminoDeterminizer}):
     * the seat's own hand, the melds, the pile, picks, totals and the turn as shown, the
     * other hands as given ({@code hands}, seat order; the viewer's entry is ignored) and
     * the stock (top last). What no view shows comes from the determinizer's memory:
     * {@code restocks} this hand, and the melds on the table when the seat to act began
     * its turn ({@code meldsAtTurnStart}, with whether it had laid down before; null when
     * unknown, then nothing counts as played this turn). Later deals come from {@code seed}.
     */
    static RaminoMatch fromView(RaminoGame game, Options options, RaminoView view, List<List<FrenchCard>> hands,
                                List<FrenchCard> stock, int restocks, List<RaminoView.MeldView> meldsAtTurnStart,
                                boolean laidAtTurnStart, long seed) {
        int seats = view.seats();
        RaminoMatch m = new RaminoMatch(game, options, seats, seed, false);
        for (int s = 0; s < seats; s++) {
            m.deal.hands.get(s).addAll(s == view.viewer() ? view.hand() : hands.get(s));
            for (RaminoView.Face f : view.pilePicks().get(s)) {
                m.deal.pilePicks.get(s).add(f.card());
            }
            m.deal.laidDown[s] = view.laidDown().get(s);
        }
        m.deal.stock.addAll(stock);
        m.deal.pile.addAll(view.pile());
        view.melds().forEach(mv -> m.deal.melds.add(mv.meld()));
        view.out().forEach(s -> m.standing.out[s] = true);
        view.reentered().forEach(s -> m.standing.reenteredEver[s] = true);
        m.restoreTotals(view.totals());
        m.standing.penalties = view.lastPenalties();
        m.deal.phase = view.phase();
        m.rotation.setDealer(view.dealer());
        m.deal.toAct = view.toAct();
        m.rotation.setHands(view.handNumber() - 1);
        m.deal.restocks = restocks;
        m.turn.takenFromPile = view.takenFromPile() == null ? null : view.takenFromPile().card();
        m.turn.drawnFromStock = view.drawnIndex() < 0 ? null : view.hand().get(view.drawnIndex());
        int seatsIn = seats - view.out().size();
        m.turn.forcedTake = m.duemazzi && m.deal.phase == Phase.DRAW && view.melds().isEmpty()
                && view.pile().size() == 1 && view.pilePicks().stream().allMatch(List::isEmpty)
                && m.deal.toAct == m.standing.nextIn(m.rotation.dealer())
                && view.stockSize() == Decks.frenchDouble108().size() - m.cardsEach() * seatsIn - 1;
        int actor = m.deal.toAct;
        if (m.deal.phase == Phase.PLAY) {
            recallTurn(m, view, actor, meldsAtTurnStart, laidAtTurnStart);
        } else if (m.deal.phase == Phase.REENTRY) {
            restoreReentry(m, seats, actor);
        }
        return m;
    }

    /**
     * What the seat to act did this turn, from the melds on the table now and when it drew
     * ({@code meldsAtTurnStart}, null when unknown): its new melds and cards, whether it
     * laid a colore. A memory that does not fit the view is of another turn: then nothing
     * counts as played.
     */
    private static void recallTurn(RaminoMatch m, RaminoView view, int actor,
                                   List<RaminoView.MeldView> meldsAtTurnStart, boolean laidAtTurnStart) {
        for (TableMeld t : m.deal.melds) {
            m.turn.coloreLaid |= t.kind() == TableMeld.Kind.COLORE && t.owner() == actor;
        }
        if (meldsAtTurnStart != null) {
            // What the seat did this turn: the melds that are new or changed since it drew.
            for (TableMeld t : m.deal.melds) {
                if (t.index() >= meldsAtTurnStart.size()) {
                    if (t.kind() == TableMeld.Kind.COLORE) {
                        m.turn.other = true;
                    } else {
                        m.turn.meldCount++;
                        m.turn.meldKind = t.kind();
                    }
                    m.turn.cards.addAll(t.naturals());
                } else {
                    TableMeld before = meldsAtTurnStart.get(t.index()).meld();
                    if (!before.equals(t)) {
                        m.turn.other = true;
                        List<FrenchCard> added = new ArrayList<>(t.naturals());
                        before.naturals().forEach(added::remove);
                        m.turn.cards.addAll(added);
                        if (before.hasJoker() && !t.hasJoker()) {
                            m.turn.cards.add(before.joker());
                        }
                    }
                }
            }
            m.turn.played = m.turn.meldCount > 0 || m.turn.other;
            m.deal.laidDown[actor] = laidAtTurnStart;
            if ((laidAtTurnStart || m.turn.played) != view.laidDown().get(actor)) {
                // The memory is not of this turn: know nothing of it.
                m.turn.reset();
                m.turn.takenFromPile = view.takenFromPile() == null ? null : view.takenFromPile().card();
                m.turn.drawnFromStock = view.drawnIndex() < 0 ? null : view.hand().get(view.drawnIndex());
                m.deal.laidDown[actor] = view.laidDown().get(actor);
            }
        }
    }

    /**
     * A re-entry question being asked: the seats that went out in this hand still hold their
     * cards, the seat asked ({@code actor}) comes first, those after it wait.
     */
    private static void restoreReentry(RaminoMatch m, int seats, int actor) {
        Integer closerSeat = null;
        for (int s = 0; s < seats; s++) {
            if (m.standing.out[s] && !m.deal.hands.get(s).isEmpty()) {
                m.standing.eliminated.add(s);
                if (s >= actor && !m.standing.reenteredEver[s]) {
                    m.standing.pendingReentry.add(s);
                }
            }
            if (!m.standing.out[s] && m.deal.hands.get(s).isEmpty()) {
                closerSeat = s;
            }
        }
        if (m.standing.pendingReentry.isEmpty() || m.standing.pendingReentry.get(0) != actor) {
            m.standing.pendingReentry.remove(Integer.valueOf(actor));
            m.standing.pendingReentry.add(0, actor);
        }
        m.standing.closer = closerSeat;
        m.standing.closeKind = closerSeat == null ? "none" : "normal";
    }
}
