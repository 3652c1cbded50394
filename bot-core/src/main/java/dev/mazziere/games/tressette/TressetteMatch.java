package dev.mazziere.games.tressette;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.StatePart;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.Stock;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickMatch;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A Tressette match as docs/rules.md plays it: ten cards each, one at a time from the seat
 * after the dealer (with 2 players the other 20 are the stock); tricks following suit; with
 * 2 players both draw after each trick while the stock lasts, face up; the accusi declared
 * at each player's first play; points in thirds rounded per side at the end of the hand,
 * the cappotto, and hands until a side reaches the target.
 */
public final class TressetteMatch extends TrickMatch<TressetteMove, ItalianCard> {

    /** What a hand where one side takes every trick does, option {@code cappotto}. */
    enum Cappotto { WIN, DOUBLE, OFF }

    // The settings, read from the options once.
    private final boolean accusi;
    private final Cappotto cappotto;
    private final int target;

    // The state besides the rotation and the trick play (TrickMatch): the hand's stock, and
    // what the hand showed of each seat's cards.
    private final Stock<ItalianCard> stock;
    private final TressetteHand hand;

    TressetteMatch(TressetteGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private TressetteMatch(TressetteGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, TressetteRules.SIDES, seed, TressetteMove.class);
        this.accusi = options.flag(TressetteGame.ACCUSI);
        this.cappotto = Cappotto.valueOf(options.choice(TressetteGame.CAPPOTTO).toUpperCase(Locale.ROOT));
        this.target = options.number(TressetteGame.TARGET);
        this.stock = new Stock<>();
        this.hand = new TressetteHand(seats);
        if (deal) {
            rotation.setDealer(rotation.random().nextInt(seats));
            startHand();
        }
    }

    private TressetteMatch(TressetteMatch o) {
        super(o);
        this.accusi = o.accusi;
        this.cappotto = o.cappotto;
        this.target = o.target;
        this.stock = o.stock.copy();
        this.hand = o.hand.copy();
    }

    /**
     * For tests only: a match whose first hand starts from exactly these hands and, with 2
     * players, this stock (top first), with no shuffle, so that a rule can be shown on a
     * chosen position. The seat after {@code dealer} leads. Hands may be short (every seat
     * the same number of cards); nothing checks that the cards make up a whole deck. Later
     * hands are shuffled from seed 0.
     *
     * @param totals the running totals per side before this hand
     * @throws IllegalArgumentException when a card appears twice or the hands differ in size
     */
    static TressetteMatch scenario(TressetteGame game, Options options, int dealer, List<List<ItalianCard>> hands,
                                   List<ItalianCard> stockFromTop, List<Integer> totals) {
        game.seats(options).check(TressetteGame.ID, hands.size());
        TressetteMatch m = new TressetteMatch(game, options, hands.size(), 0L, false);
        List<ItalianCard> all = new ArrayList<>(stockFromTop);
        for (List<ItalianCard> h : hands) {
            if (h.size() != hands.get(0).size()) {
                throw new IllegalArgumentException("every seat needs the same number of cards: " + hands);
            }
            all.addAll(h);
        }
        if (all.stream().distinct().count() != all.size()) {
            throw new IllegalArgumentException("a card appears twice in the scenario: " + all);
        }
        m.setTotals(totals);
        m.rotation.setDealer(dealer);
        m.rotation.setHands(1);
        m.emit(new DealEvent(dealer, StatePart.frozenEach(hands), null));
        m.tricks.newHand(m.tricks.next(dealer));
        for (int s = 0; s < hands.size(); s++) {
            m.tricks.hand(s).addAll(hands.get(s));
            Collections.sort(m.tricks.hand(s));
        }
        m.stock.fill(stockFromTop);
        return m;
    }

    /**
     * For search ({@link TressetteDeterminizer}): the state a seat's view describes, with
     * the other hands and the stock (top first) given here (the viewer's own entry is
     * ignored). Later hands are shuffled from {@code seed}. The state has no history;
     * {@code view(view.viewer())} equals {@code view}.
     */
    static TressetteMatch fromView(TressetteGame game, Options options, TressetteView view,
                                   List<List<ItalianCard>> hands, List<ItalianCard> stockFromTop, long seed) {
        TressetteMatch m = new TressetteMatch(game, options, view.seats(), seed, false);
        for (int s = 0; s < view.seats(); s++) {
            m.tricks.hand(s).addAll(s == view.viewer() ? view.hand() : hands.get(s));
            Collections.sort(m.tricks.hand(s));
            m.tricks.taken(s).addAll(view.taken().get(s));
            m.hand.restore(s, view.opened(s), view.declared().get(s), view.shown().get(s));
        }
        m.hand.restoreDraws(view.lastDraws());
        m.tricks.restore(view.trick(), view.leader(), view.toAct(), view.tricksPlayed(), view.lastTrick());
        m.stock.fill(stockFromTop);
        m.setTotals(view.totals());
        m.rotation.setDealer(view.dealer());
        m.rotation.setHands(view.handNumber());
        return m;
    }

    // ---- dealing

    @Override
    protected void startHand() {
        rotation.countHand();
        int dealer = rotation.dealer();
        int seats = seatCount();
        tricks.newHand(tricks.next(dealer));
        hand.clear();
        List<ItalianCard> deck = Decks.italian40();
        rotation.random().shuffle(deck);
        // One card at a time, starting from the seat after the dealer; with 2 players the rest is the stock.
        int dealt = TressetteRules.HAND_SIZE * seats;
        for (int i = 0; i < dealt; i++) {
            tricks.hand((dealer + 1 + i) % seats).add(deck.get(i));
        }
        stock.fill(deck.subList(dealt, deck.size()));
        emit(new DealEvent(dealer, StatePart.frozenEach(tricks.hands()), null));
        for (int s = 0; s < seats; s++) {
            Collections.sort(tricks.hand(s));
        }
    }

    // ---- moves

    @Override
    public List<TressetteMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        List<ItalianCard> playable = TressetteRules.TRICK_RULES.playable(tricks.hand(tricks.toAct()),
                TressetteRules.TRICK_RULES.led(tricks.trick()));
        List<TressetteMove> moves = new ArrayList<>(playable.size());
        for (int i = 0; i < playable.size(); i++) {
            moves.add(new TressetteMove(playable.get(i)));
        }
        return moves;
    }

    @Override
    protected Rejection check(int seat, TressetteMove move) {
        ItalianCard card = move.card();
        List<ItalianCard> cards = tricks.hand(seat);
        if (!cards.contains(card)) {
            return Rejection.of("tressette.notInHand", card.code());
        }
        ItalianSuit led = TressetteRules.TRICK_RULES.led(tricks.trick());
        if (!TressetteRules.TRICK_RULES.mayPlay(cards, card, led)) {
            return Rejection.of("tressette.mustFollowSuit", card.code(), TressetteRules.suitName(led));
        }
        return null;
    }

    @Override
    protected void doApply(int seat, TressetteMove move) {
        if (!hand.opened(seat)) {
            for (Accuso a : hand.open(seat, tricks.hand(seat), accusi)) {
                emit(new TressetteEvents.Declare(seat, a));
            }
        }
        hand.played(seat, move.card());
        emit(tricks.play(seat, move.card()));
        if (!tricks.complete()) {
            return;
        }
        TrickEvents.Trick<ItalianCard> trick = tricks.collect(TressetteRules.TRICK_RULES, null);
        emit(trick);
        List<TrickEvents.Draw<ItalianCard>> draws = stock.drawRound(tricks, trick.winner());
        hand.drew(draws);
        for (TrickEvents.Draw<ItalianCard> d : draws) {
            emit(d);
            Collections.sort(tricks.hand(d.seat()));
        }
        if (tricks.handsEmpty()) {
            endHand(trick.winner());
        }
    }

    private void endHand(int lastTaker) {
        int[] thirds = new int[TressetteRules.SIDES];
        int[] takenCards = new int[TressetteRules.SIDES];
        for (int s = 0; s < seatCount(); s++) {
            thirds[TressetteRules.sideOf(s)] += CardPoints.THIRDS.of(tricks.taken(s));
            takenCards[TressetteRules.sideOf(s)] += tricks.taken(s).size();
        }
        Integer cappottoSide = TressetteRules.cappotto(List.of(takenCards[0], takenCards[1]));
        List<Integer> accusiPoints = hand.accusiPoints();
        List<Integer> points = new ArrayList<>(TressetteRules.SIDES);
        for (int side = 0; side < TressetteRules.SIDES; side++) {
            int cards = TressetteRules.cardPoints(thirds[side], TressetteRules.sideOf(lastTaker) == side);
            if (cappotto == Cappotto.DOUBLE && Objects.equals(cappottoSide, side)) {
                cards *= 2;
            }
            points.add(cards + accusiPoints.get(side));
        }
        addToTotals(points);
        emit(new ScoreEvent(new TressetteEvents.HandScore(List.of(thirds[0], thirds[1]), lastTaker, accusiPoints,
                cappottoSide), points, totals()));
        List<Integer> winners = cappottoSide != null && cappotto == Cappotto.WIN
                ? List.of(cappottoSide)
                : TressetteRules.winners(totals(), target);
        nextHandOrEnd(winners);
    }

    // ---- what the seats see

    @Override
    public TressetteView view(int seat) {
        return buildView(seat, tricks.hand(checkSeat(seat)));
    }

    @Override
    public TressetteView publicView() {
        return buildView(TressetteView.PUBLIC, List.of());
    }

    private TressetteView buildView(int viewer, List<ItalianCard> cards) {
        return new TressetteView(viewer, cards, tricks.view(), toAct(), rotation.dealer(), rotation.hands(),
                totals(), target, accusi, cappotto.name().toLowerCase(Locale.ROOT), stock.size(), hand.lastDraws(),
                hand.declared(), hand.shown());
    }

    /** The cards of {@code seat}'s hand nobody else has seen: those it holds, less those declared or drawn face up. */
    @Override
    public List<ItalianCard> hiddenCards(int seat) {
        List<ItalianCard> hidden = new ArrayList<>(tricks.hand(seat));
        hidden.removeAll(hand.shown().get(seat));
        return hidden;
    }

    /** For tests only: the stock from its top, hidden from every seat. */
    List<ItalianCard> stockForTests() {
        return List.copyOf(stock.cards());
    }

    // ---- bookkeeping

    @Override
    public int teamOf(int seat) {
        return TressetteRules.sideOf(checkSeat(seat));
    }

    @Override
    public TressetteMatch copy() {
        return new TressetteMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TressetteMatch m && trickEquals(m) && stock.equals(m.stock) && hand.equals(m.hand);
    }

    @Override
    public int hashCode() {
        return trickHash(stock, hand);
    }
}
