package dev.mazziere.games.ramino;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.Rotation;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The state machine of a Ramino match as docs/rules.md plays it: it deals, takes the
 * moves in turn ({@link RaminoLegality} says which are legal, {@link RaminoActions} what
 * they do to the deal), closes and scores the hands, asks re-entry, and ends the match;
 * {@link RaminoPositions} builds a match at a given position instead. A turn: draw (stock or pile), then any number of
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
    final boolean duemazzi;
    private final boolean extendOthers;
    private final boolean closeWithoutDiscard;
    private final int limit;
    private final boolean reentry;

    // The state, by lifetime: the whole match (shuffles, dealer, hands scored; the seats'
    // standing), the hand (named deal here: a hand is a seat's cards), and the turn.
    final Rotation rotation;
    final RaminoStanding standing;
    final RaminoDeal deal;
    final RaminoTurn turn;

    /** The rules of what may be played, over this match's own deal and turn: derived, not state. */
    private final transient RaminoLegality legality;

    /** What the moves do to this match's own deal and turn: derived, not state. */
    private final transient RaminoActions actions;

    /** The legal moves of this state, computed once: a cache, not state. */
    private transient List<RaminoMove> legalCache;

    RaminoMatch(RaminoGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    /** A match whose dealer is drawn from {@code seed}; the first hand is dealt when {@code dealFirst}. */
    RaminoMatch(RaminoGame game, Options options, int seats, long seed, boolean dealFirst) {
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
        this.actions = new RaminoActions(deal, turn);
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
        this.actions = new RaminoActions(deal, turn);
        this.legalCache = o.legalCache;
    }

    /** A seat's restored totals, for {@link RaminoPositions}. */
    void restoreTotals(List<Integer> totals) {
        setTotals(totals);
    }

    /** The deal event of an arranged position, for {@link RaminoPositions}. */
    void recordDeal(DealEvent event) {
        emit(event);
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

    int cardsEach() {
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
            case RaminoMove.Draw d -> emit(actions.draw(seat, d.fromPile()));
            case RaminoMove.Meld m -> closeIfEmpty(seat, actions.meld(seat, m));
            case RaminoMove.Extend x -> closeIfEmpty(seat, actions.extend(seat, x));
            case RaminoMove.SwapJoker j -> emit(actions.swap(seat, j));
            case RaminoMove.Colore k -> closeIfEmpty(seat, actions.colore(seat, k));
            case RaminoMove.Discard d -> discard(seat, d.card());
        }
    }

    /** Emits what a meld, an extension or a colore did, and closes when it left the hand empty. */
    private void closeIfEmpty(int seat, MatchEvent event) {
        emit(event);
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
            deal.restock();
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
        addToTotals(standing.closeHand(closerSeat, kind, deal.hands, multiplier));
        standing.putOut(totals(), limit);
        if ("ramino".equals(kind)) {
            emitScore();
            declareWinners(List.of(closerSeat));
            deal.toAct = NOBODY;
            return;
        }
        if (reentry && seatCount() > 2 && standing.seatsIn() >= 1) {
            standing.askReentry();
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
        List<Integer> in = standing.seatsStillIn();
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
        return new RaminoView(viewer, duemazzi ? RaminoGame.DUEMAZZI : RaminoGame.CLASSICO, deal.phase, toAct(),
                rotation.dealer(), handNumber(), sorted, deal.hands.stream().map(List::size).toList(),
                deal.melds.stream().map(RaminoView.MeldView::of).toList(), deal.pile, deal.stock.size(), laid,
                deal.pilePicks.stream().map(p -> p.stream().map(RaminoView.Face::of).toList()).toList(),
                RaminoView.Face.of(turn.takenFromPile), viewer == deal.toAct ? sorted.indexOf(turn.drawnFromStock) : -1,
                totals(), RaminoStanding.seats(standing.out), RaminoStanding.seats(standing.reenteredEver), standing.penalties, limit,
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
