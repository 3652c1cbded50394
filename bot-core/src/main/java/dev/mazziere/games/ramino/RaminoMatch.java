package dev.mazziere.games.ramino;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.Rotation;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * A Ramino match as docs/rules.md plays it. A turn: draw (stock or pile), then any number of
 * melds, extensions and joker swaps, then a discard. The hand ends when a player has no
 * card left (closing); the others pay their cards, double after a close in hand (or a
 * {@code duemazzi} colore); a {@code duemazzi} ramino wins the match at once. Seats
 * reaching {@code limit} go out, may come back once (more than two players,
 * {@code reentry}); the last seat in wins.
 *
 * <p>Decisions where the rules are silent (docs/rules.md, Ramino):
 * <ul>
 *   <li>The stock is rebuilt when it is empty at the end of a turn: the whole pile is
 *   turned over (its oldest card on top), the pile is then empty. It is rebuilt at most
 *   {@value #MAX_RESTOCKS} times a hand; when it runs out once more the hand ends with no
 *   closer and every seat still in pays its cards (not doubled).</li>
 *   <li>A card taken from the pile may not be discarded that turn; a card equal to it
 *   may, while the hand holds two. Melds and extensions must leave a card the player
 *   may discard (or nothing, closing, under {@code closeWithoutDiscard}).</li>
 *   <li>{@code extendOthers=false} limits adding cards, not joker swaps.</li>
 *   <li>Re-entry is asked, in seat order, of each seat that went out in the hand (more
 *   than two seats, once per seat, someone still in); the score event follows the
 *   answers. A hand where everyone went out (no closer) is won by the lowest totals.</li>
 * </ul>
 *
 * <p>Rejection codes besides those of {@link Melds}: {@code ramino.drawFirst},
 * {@code ramino.alreadyDrew}, {@code ramino.pileEmpty}, {@code ramino.mustTakeUpCard},
 * {@code ramino.notInHand} [card], {@code ramino.noSuchMeld} [n], {@code ramino.notYourMeld} [n],
 * {@code ramino.noJoker} [n], {@code ramino.wrongCardForJoker} [card, the joker's card],
 * {@code ramino.pileCardNotDiscardable} [card], {@code ramino.mustKeepDiscard},
 * {@code ramino.mustDiscard}, {@code ramino.noColore}, {@code ramino.coloreAtOnce},
 * {@code ramino.coloreOneSuit}, {@code ramino.coloreAllCards}, {@code ramino.coloreIsMeld},
 * {@code ramino.reentryChoice}, {@code ramino.notOut}.
 */
public final class RaminoMatch extends AbstractMatch<RaminoMove> {

    /** What the seat to act does: draw, play (meld, extend, swap, discard), or choose to re-enter. */
    public enum Phase { DRAW, PLAY, REENTRY }

    static final int MAX_RESTOCKS = 2;

    // The settings, read from the options once.
    private final boolean duemazzi;
    private final boolean extendOthers;
    private final boolean closeWithoutDiscard;
    private final int limit;
    private final boolean reentry;

    // The state, by lifetime: the whole match (shuffles, dealer, hands scored; the seats'
    // standing), the hand (named deal here: a hand is a seat's cards), and the turn.
    private final Rotation rotation;
    private final RaminoStanding standing;
    private final RaminoDeal deal;
    private final RaminoTurn turn;

    /** The rules of what may be played, over this match's own deal and turn: derived, not state. */
    private final transient RaminoLegality legality;

    /** The legal moves of this state, computed once: a cache, not state. */
    private transient List<RaminoMove> legalCache;

    RaminoMatch(RaminoGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private RaminoMatch(RaminoGame game, Options options, int seats, long seed, boolean dealFirst) {
        super(game, options, seats, seats, seed, RaminoMove.class);
        this.duemazzi = RaminoGame.DUEMAZZI.equals(options.choice(RaminoGame.VARIANT));
        this.extendOthers = options.flag(RaminoGame.EXTEND_OTHERS);
        this.closeWithoutDiscard = options.flag(RaminoGame.CLOSE_WITHOUT_DISCARD);
        this.limit = options.number(RaminoGame.LIMIT);
        this.reentry = options.flag(RaminoGame.REENTRY);
        this.rotation = new Rotation(seed);
        this.standing = new RaminoStanding(seats);
        this.deal = new RaminoDeal(seats);
        this.turn = new RaminoTurn();
        this.legality = legalityOf(deal, turn);
        rotation.setDealer(rotation.random().nextInt(seats));
        if (dealFirst) {
            startHand();
        }
    }

    private RaminoMatch(RaminoMatch o) {
        super(o);
        this.duemazzi = o.duemazzi;
        this.extendOthers = o.extendOthers;
        this.closeWithoutDiscard = o.closeWithoutDiscard;
        this.limit = o.limit;
        this.reentry = o.reentry;
        this.rotation = o.rotation.copy();
        this.standing = o.standing.copy();
        this.deal = o.deal.copy();
        this.turn = o.turn.copy();
        this.legality = legalityOf(deal, turn);
        this.legalCache = o.legalCache;
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
        m.setTotals(Arrays.stream(totals).boxed().toList());
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
        m.emit(new DealEvent(dealer, m.deal.snapshotHands(),
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
        m.setTotals(view.totals());
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
        } else if (m.deal.phase == Phase.REENTRY) {
            // Seats that went out in this hand still hold their cards; those after the one asked wait.
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
        return m;
    }

    /** Test positions: the melds on the table, as if laid down earlier this hand. */
    void arrangeMelds(List<TableMeld> table, Set<Integer> laidDownSeats) {
        deal.melds.clear();
        deal.melds.addAll(table);
        for (int s : laidDownSeats) {
            deal.laidDown[s] = true;
        }
        turn.forcedTake = false;
        legalCache = null;
    }

    // ---------------------------------------------------------------- dealing

    private int cardsEach() {
        return duemazzi ? 10 : 7;
    }

    private void startHand() {
        deal.clear();
        turn.reset();
        List<FrenchCard> deck = duemazzi ? Decks.frenchDouble108() : Decks.french54();
        rotation.random().shuffle(deck);
        deal.stock.addAll(deck);
        for (int k = 0; k < cardsEach(); k++) {
            int seat = rotation.dealer();
            for (int i = 0; i < standing.seatsIn(); i++) {
                seat = standing.nextIn(seat);
                deal.hands.get(seat).add(RaminoDeal.top(deal.stock));
            }
        }
        FrenchCard up = RaminoDeal.top(deal.stock);
        deal.pile.add(up);
        emit(new DealEvent(rotation.dealer(), deal.snapshotHands(), List.of(up)));
        deal.phase = Phase.DRAW;
        turn.forcedTake = duemazzi;
        deal.toAct = standing.nextIn(rotation.dealer());
    }

    // ---------------------------------------------------------------- legal moves

    @Override
    public List<RaminoMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        if (legalCache == null) {
            legalCache = legality.legal();
        }
        return legalCache;
    }

    @Override
    protected Rejection check(int seat, RaminoMove move) {
        // A move taken from this very state's legal list needs no second look.
        if (legalCache != null) {
            for (int i = 0; i < legalCache.size(); i++) {
                if (legalCache.get(i) == move) {
                    return null;
                }
            }
        }
        return legality.check(seat, move);
    }

    /** The rules of what may be played over {@code deal} and {@code turn}, this match's own. */
    private RaminoLegality legalityOf(RaminoDeal deal, RaminoTurn turn) {
        return new RaminoLegality(duemazzi, extendOthers, closeWithoutDiscard, deal, turn);
    }

    // ---------------------------------------------------------------- moves

    @Override
    protected void doApply(int seat, RaminoMove move) {
        legalCache = null;
        switch (move) {
            case RaminoMove.Reenter r -> reenter(seat, r.yes());
            case RaminoMove.Draw d -> draw(seat, d.fromPile());
            case RaminoMove.Meld m -> meld(seat, m);
            case RaminoMove.Extend x -> extend(seat, x);
            case RaminoMove.SwapJoker j -> swap(seat, j);
            case RaminoMove.Colore k -> colore(seat, k);
            case RaminoMove.Discard d -> discard(seat, d.card());
        }
    }

    private void draw(int seat, boolean fromPile) {
        FrenchCard card = RaminoDeal.top(fromPile ? deal.pile : deal.stock);
        deal.hands.get(seat).add(card);
        if (fromPile) {
            turn.takenFromPile = turn.forcedTake ? null : card;
            deal.pilePicks.get(seat).add(card);
        } else {
            turn.drawnFromStock = card;
        }
        turn.forcedTake = false;
        emit(new RaminoEvents.Draw(seat, fromPile ? "discard" : "stock", card));
        deal.phase = Phase.PLAY;
    }

    private void meld(int seat, RaminoMove.Meld m) {
        Melds.Verdict v = Melds.check(m.cards(), m.joker());
        removeAll(seat, m.cards());
        TableMeld laid = new TableMeld(deal.melds.size(), seat, v.kind(), v.arranged(), m.joker());
        deal.melds.add(laid);
        turn.played = true;
        turn.meldCount++;
        turn.meldKind = v.kind();
        turn.cards.addAll(laid.naturals());
        emit(new RaminoEvents.Meld(seat, v.arranged(), m.joker()));
        closeIfEmpty(seat);
    }

    private void extend(int seat, RaminoMove.Extend x) {
        TableMeld target = deal.melds.get(x.meld());
        Melds.Verdict v = Melds.extend(target, x.cards(), x.joker());
        removeAll(seat, x.cards());
        FrenchCard joker = x.joker() != null && x.cards().contains(FrenchCard.JOKER) ? x.joker() : target.joker();
        deal.melds.set(x.meld(), new TableMeld(target.index(), target.owner(), target.kind(), v.arranged(), joker));
        turn.played = true;
        turn.other = true;
        x.cards().forEach(c -> turn.cards.add(c.isJoker() ? x.joker() : c));
        emit(new RaminoEvents.Extend(seat, x.meld(), x.cards(), x.joker()));
        closeIfEmpty(seat);
    }

    private void swap(int seat, RaminoMove.SwapJoker j) {
        TableMeld target = deal.melds.get(j.meld());
        deal.hands.get(seat).remove(j.card());
        deal.hands.get(seat).add(FrenchCard.JOKER);
        deal.melds.set(j.meld(), new TableMeld(target.index(), target.owner(), target.kind(), target.naturals(), null));
        turn.played = true;
        turn.other = true;
        turn.cards.add(j.card());
        emit(new RaminoEvents.SwapJoker(seat, j.meld(), j.card()));
    }

    private void colore(int seat, RaminoMove.Colore k) {
        removeAll(seat, k.cards());
        deal.melds.add(new TableMeld(deal.melds.size(), seat, TableMeld.Kind.COLORE, k.cards(), null));
        turn.played = true;
        turn.coloreLaid = true;
        turn.other = true;
        turn.cards.addAll(k.cards());
        emit(new RaminoEvents.Meld(seat, k.cards(), null));
        closeIfEmpty(seat);
    }

    private void removeAll(int seat, List<FrenchCard> cards) {
        for (FrenchCard c : cards) {
            deal.hands.get(seat).remove(c);
        }
    }

    private void closeIfEmpty(int seat) {
        if (deal.hands.get(seat).isEmpty()) {
            close(seat);
        }
    }

    private void discard(int seat, FrenchCard card) {
        deal.hands.get(seat).remove(card);
        deal.pile.add(card);
        emit(new RaminoEvents.Discard(seat, card));
        if (deal.hands.get(seat).isEmpty()) {
            close(seat);
            return;
        }
        deal.laidDown[seat] |= turn.played;
        turn.reset();
        deal.toAct = standing.nextIn(seat);
        deal.phase = Phase.DRAW;
        if (deal.stock.isEmpty()) {
            if (deal.restocks >= MAX_RESTOCKS) {
                endHand(null, "none", 1);
                return;
            }
            deal.restocks++;
            List<FrenchCard> turned = new ArrayList<>(deal.pile);
            Collections.reverse(turned);
            deal.stock.addAll(turned);
            deal.pile.clear();
            emit(new RaminoEvents.Restock());
        }
    }

    private void close(int seat) {
        boolean inHand = !deal.laidDown[seat];
        emit(new RaminoEvents.Close(seat, inHand));
        String kind = inHand ? "inHand" : "normal";
        if (duemazzi && inHand) {
            if (turn.meldCount == 1 && !turn.other && turn.meldKind == TableMeld.Kind.RUN) {
                kind = "ramino";
            } else if (Melds.oneSuit(turn.cards)) {
                kind = "colore";
            }
        }
        endHand(seat, kind, inHand ? 2 : 1);
    }

    // ---------------------------------------------------------------- scoring

    private void endHand(Integer closerSeat, String kind, int multiplier) {
        turn.reset();
        standing.closer = closerSeat;
        standing.closeKind = kind;
        List<Integer> pay = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            boolean pays = !standing.out[s] && !Objects.equals(closerSeat, s);
            pay.add(pays ? Melds.penalty(deal.hands.get(s)) * multiplier : 0);
        }
        standing.penalties = List.copyOf(pay);
        addToTotals(standing.penalties);
        standing.eliminated.clear();
        standing.reenteredNow.clear();
        standing.pendingReentry.clear();
        List<Integer> totals = totals();
        for (int s = 0; s < seatCount(); s++) {
            if (!standing.out[s] && totals.get(s) >= limit) {
                standing.out[s] = true;
                standing.eliminated.add(s);
            }
        }
        if ("ramino".equals(kind)) {
            emitScore();
            declareWinners(List.of(closerSeat));
            deal.toAct = NOBODY;
            return;
        }
        if (reentry && seatCount() > 2 && standing.seatsIn() >= 1) {
            for (int s : standing.eliminated) {
                if (!standing.reenteredEver[s]) {
                    standing.pendingReentry.add(s);
                }
            }
        }
        if (!standing.pendingReentry.isEmpty()) {
            deal.phase = Phase.REENTRY;
            deal.toAct = standing.pendingReentry.get(0);
            return;
        }
        finishHand();
    }

    private void reenter(int seat, boolean yes) {
        emit(new RaminoEvents.Reentry(seat, yes));
        standing.pendingReentry.remove(0);
        if (yes) {
            int nearest = 0;
            List<Integer> totals = new ArrayList<>(totals());
            for (int s = 0; s < seatCount(); s++) {
                if (!standing.out[s]) {
                    nearest = Math.max(nearest, totals.get(s));
                }
            }
            totals.set(seat, nearest);
            setTotals(totals);
            standing.out[seat] = false;
            standing.reenteredEver[seat] = true;
            standing.reenteredNow.add(seat);
        }
        if (standing.pendingReentry.isEmpty()) {
            finishHand();
        } else {
            deal.toAct = standing.pendingReentry.get(0);
        }
    }

    private void emitScore() {
        RaminoStanding st = standing;
        emit(new ScoreEvent(new RaminoEvents.HandScore(st.penalties, st.eliminated, st.reenteredNow, st.closer,
                st.closeKind), st.penalties, totals()));
        rotation.countHand();
    }

    private void finishHand() {
        emitScore();
        List<Integer> in = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            if (!standing.out[s]) {
                in.add(s);
            }
        }
        if (in.size() == 1) {
            declareWinners(in);
            deal.toAct = NOBODY;
        } else if (in.isEmpty()) {
            int lowest = standing.eliminated.stream().mapToInt(s -> totals().get(s)).min().orElseThrow();
            declareWinners(standing.eliminated.stream().filter(s -> totals().get(s) == lowest).toList());
            deal.toAct = NOBODY;
        } else {
            rotation.setDealer(standing.nextIn(rotation.dealer()));
            startHand();
        }
    }

    // ---------------------------------------------------------------- views

    @Override
    public RaminoView view(int seat) {
        return buildView(seat, deal.hands.get(checkSeat(seat)));
    }

    @Override
    public RaminoView publicView() {
        return buildView(RaminoView.PUBLIC, List.of());
    }

    private RaminoView buildView(int viewer, List<FrenchCard> hand) {
        List<FrenchCard> sorted = new ArrayList<>(hand);
        sorted.sort(null);
        List<Boolean> laid = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            laid.add(deal.laidDown[s] || (s == deal.toAct && turn.played));
        }
        List<Integer> outSeats = new ArrayList<>();
        List<Integer> back = new ArrayList<>();
        for (int s = 0; s < seatCount(); s++) {
            if (standing.out[s]) {
                outSeats.add(s);
            }
            if (standing.reenteredEver[s]) {
                back.add(s);
            }
        }
        return new RaminoView(viewer, duemazzi ? RaminoGame.DUEMAZZI : RaminoGame.CLASSICO, deal.phase, toAct(),
                rotation.dealer(), handNumber(), sorted, deal.hands.stream().map(List::size).toList(),
                deal.melds.stream().map(RaminoView.MeldView::of).toList(), deal.pile, deal.stock.size(), laid,
                deal.pilePicks.stream().map(p -> p.stream().map(RaminoView.Face::of).toList()).toList(),
                RaminoView.Face.of(turn.takenFromPile), viewer == deal.toAct ? sorted.indexOf(turn.drawnFromStock) : -1,
                totals(), outSeats, back, standing.penalties, limit,
                extendOthers, closeWithoutDiscard);
    }

    @Override
    public List<FrenchCard> hiddenCards(int seat) {
        return List.copyOf(deal.hands.get(seat));
    }

    // ---------------------------------------------------------------- bookkeeping

    public Phase phase() {
        return deal.phase;
    }

    @Override
    public int toAct() {
        return isOver() ? NOBODY : deal.toAct;
    }

    @Override
    public int handNumber() {
        return decided() ? rotation.hands() : rotation.hands() + 1;
    }

    @Override
    public RaminoMatch copy() {
        return new RaminoMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RaminoMatch m && baseEquals(m) && rotation.equals(m.rotation)
                && standing.equals(m.standing) && deal.equals(m.deal) && turn.equals(m.turn);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), rotation.hashCode(), deal.hashCode());
    }
}
