package dev.mazziere.games.scopa;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.Rotation;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * A Scopa (or Scopone) match as docs/rules.md plays it: deals of three (Scopone: all the
 * cards at once), mandatory captures, scope, the final sweep, the hand count, and
 * hands until a side reaches the target alone on top.
 */
public final class ScopaMatch extends AbstractMatch<ScopaMove> {

    // The settings, read from the options once.
    private final boolean scopone;
    private final boolean classicoDeal;
    private final boolean fewest;
    private final boolean tiesEach;
    private final boolean napola;
    private final boolean rebello;
    private final boolean kingsRedeal;
    private final int target;
    private final int sides;

    // The state, by lifetime: the whole match (shuffles, dealer, hands dealt), and the hand.
    private final Rotation rotation;
    private final ScopaHand hand;

    ScopaMatch(ScopaGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private ScopaMatch(ScopaGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats == 4 ? 2 : seats, seed, ScopaMove.class);
        this.scopone = ScopaGame.isScopone(options);
        this.classicoDeal = "classico".equals(options.choice(ScopaGame.SCOPONE_DEAL));
        this.fewest = "fewest".equals(options.choice(ScopaGame.CAPTURE_CHOICE));
        this.tiesEach = "each".equals(options.choice(ScopaGame.TIES));
        this.napola = options.flag(ScopaGame.NAPOLA);
        this.rebello = options.flag(ScopaGame.REBELLO);
        this.kingsRedeal = options.flag(ScopaGame.KINGS_REDEAL);
        this.target = options.number(ScopaGame.TARGET);
        this.sides = seats == 4 ? 2 : seats;
        this.rotation = new Rotation(seed);
        this.hand = new ScopaHand(seats, sides, cardsEach());
        if (deal) {
            rotation.setDealer(rotation.random().nextInt(seats));
            startHand();
        }
    }

    /**
     * For tests only: a match whose first hand starts from exactly these cards, with no
     * shuffle and no kings check, so that a rule can be shown on a chosen position.
     * The deal event names {@code hands} and {@code table}; the seat after
     * {@code dealer} plays first; when every hand is empty, the next three cards each
     * come from the front of {@code stock} (so its size should be a multiple of three
     * times the seats), and when it is empty the hand ends as usual. Later hands are
     * shuffled from seed 0. Nothing checks that the cards make up a whole deck.
     *
     * @param totals the running totals per side before this hand
     * @throws IllegalArgumentException when a card appears twice
     */
    static ScopaMatch scenario(ScopaGame game, Options options, int dealer, List<List<ItalianCard>> hands,
                               List<ItalianCard> table, List<ItalianCard> stock, List<Integer> totals) {
        game.seats(options).check(ScopaGame.ID, hands.size());
        ScopaMatch m = new ScopaMatch(game, options, hands.size(), 0L, false);
        List<ItalianCard> deck = new ArrayList<>();
        for (int s = 0; s < hands.size(); s++) {
            m.hand.hands.get(s).addAll(hands.get(s));
            deck.addAll(hands.get(s));
        }
        m.hand.table.addAll(table);
        deck.addAll(table);
        deck.addAll(stock);
        if (deck.stream().distinct().count() != deck.size()) {
            throw new IllegalArgumentException("a card appears twice in the scenario: " + deck);
        }
        m.hand.deck = List.copyOf(deck);
        m.hand.dealtCount = deck.size() - stock.size();
        m.setTotals(totals);
        m.rotation.setDealer(dealer);
        m.rotation.setHands(1);
        m.hand.lastCapturer = NOBODY;
        boolean tableCards = !m.scopone || m.classicoDeal;
        m.emit(new DealEvent(dealer, m.hand.snapshotHands(), tableCards ? List.copyOf(m.hand.table) : null));
        m.hand.toAct = m.next(dealer);
        return m;
    }

    /** For tests only: {@link #scenario(ScopaGame, Options, int, List, List, List, List)} with all totals 0. */
    static ScopaMatch scenario(ScopaGame game, Options options, int dealer, List<List<ItalianCard>> hands,
                               List<ItalianCard> table, List<ItalianCard> stock) {
        int sides = hands.size() == 4 ? 2 : hands.size();
        return scenario(game, options, dealer, hands, table, stock, java.util.Collections.nCopies(sides, 0));
    }

    private ScopaMatch(ScopaMatch o) {
        super(o);
        this.scopone = o.scopone;
        this.classicoDeal = o.classicoDeal;
        this.fewest = o.fewest;
        this.tiesEach = o.tiesEach;
        this.napola = o.napola;
        this.rebello = o.rebello;
        this.kingsRedeal = o.kingsRedeal;
        this.target = o.target;
        this.sides = o.sides;
        this.rotation = o.rotation.copy();
        this.hand = o.hand.copy();
    }

    /**
     * For search ({@link ScopaDeterminizer}): the state a seat's view describes, with the
     * cards it cannot see given here. Everything public comes from {@code view}; the
     * other hands from {@code hands} (the viewer's own entry is ignored), the stock in
     * dealing order from {@code stock}; later hands are shuffled from {@code seed}. The
     * state has no history: {@code view(view.viewer())} equals {@code view}.
     *
     * @param lastCapturer the seat that captured last this hand (it takes the table at
     *                     the end), or {@link #NOBODY}
     */
    static ScopaMatch fromView(ScopaGame game, Options options, ScopaView view, List<List<ItalianCard>> hands,
                               List<ItalianCard> stock, int lastCapturer, long seed) {
        ScopaMatch m = new ScopaMatch(game, options, view.seats(), seed, false);
        List<ItalianCard> dealt = new ArrayList<>();
        for (int s = 0; s < view.seats(); s++) {
            List<ItalianCard> cards = s == view.viewer() ? view.hand() : hands.get(s);
            m.hand.hands.get(s).addAll(cards);
            dealt.addAll(cards);
        }
        m.hand.table.addAll(view.table());
        dealt.addAll(view.table());
        for (int t = 0; t < m.sides; t++) {
            m.hand.captured.get(t).addAll(view.captured().get(t));
            dealt.addAll(view.captured().get(t));
            m.hand.scope[t] = view.scope().get(t);
        }
        dealt.addAll(stock);
        m.hand.deck = List.copyOf(dealt);
        m.hand.dealtCount = dealt.size() - stock.size();
        m.setTotals(view.totals());
        m.rotation.setDealer(view.dealer());
        m.hand.toAct = view.toAct();
        m.rotation.setHands(view.handNumber());
        m.hand.lastCapturer = lastCapturer;
        m.hand.last = view.last();
        return m;
    }

    // ---- dealing

    private void startHand() {
        rotation.countHand();
        hand.lastCapturer = NOBODY;
        hand.last = null;
        hand.table.clear();
        for (List<ItalianCard> pile : hand.captured) {
            pile.clear();
        }
        Arrays.fill(hand.scope, 0);
        int each = cardsEach();
        boolean tableCards = !scopone || classicoDeal;
        while (true) {
            shuffleAndDeal(each, tableCards);
            long kings = hand.table.stream().filter(c -> c.rank() == ItalianCard.RE).count();
            if (!(kingsRedeal && tableCards && kings >= 3)) {
                break;
            }
            // Three or four kings on the table: the same dealer shuffles and deals again.
            for (List<ItalianCard> cards : hand.hands) {
                cards.clear();
            }
            hand.table.clear();
        }
        hand.toAct = next(rotation.dealer());
    }

    /** The cards each player is dealt at a time: three, or in Scopone the whole hand. */
    private int cardsEach() {
        return scopone ? (classicoDeal ? 9 : 10) : 3;
    }

    private void shuffleAndDeal(int each, boolean tableCards) {
        List<ItalianCard> fresh = Decks.italian40();
        rotation.random().shuffle(fresh);
        hand.deck = List.copyOf(fresh);
        hand.dealtCount = 0;
        dealRound(each);
        if (tableCards) {
            for (int i = 0; i < 4; i++) {
                hand.table.add(hand.deck.get(hand.dealtCount++));
            }
        }
        emit(new DealEvent(rotation.dealer(), hand.snapshotHands(), tableCards ? List.copyOf(hand.table) : null));
    }

    /** Deals {@code each} cards to every seat, one at a time, starting after the dealer. */
    private void dealRound(int each) {
        int dealer = rotation.dealer();
        for (int k = 0; k < each; k++) {
            for (int i = 1; i <= seatCount(); i++) {
                hand.hands.get((dealer + i) % seatCount()).add(hand.deck.get(hand.dealtCount++));
            }
        }
    }

    private int next(int seat) {
        return (seat + 1) % seatCount();
    }

    // ---- moves

    @Override
    public List<ScopaMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        List<ScopaMove> moves = new ArrayList<>();
        for (ItalianCard card : hand.hands.get(hand.toAct)) {
            List<List<ItalianCard>> options = Captures.options(card.rank(), hand.table, fewest);
            if (options.isEmpty()) {
                moves.add(ScopaMove.drop(card));
            } else {
                for (List<ItalianCard> capture : options) {
                    moves.add(new ScopaMove(card, capture));
                }
            }
        }
        return moves;
    }

    @Override
    protected Rejection check(int seat, ScopaMove move) {
        ItalianCard card = move.card();
        if (!hand.hands.get(seat).contains(card)) {
            return Rejection.of("scopa.notInHand", card.code());
        }
        for (int i = 0; i < move.capture().size(); i++) {
            ItalianCard c = move.capture().get(i);
            if (!hand.table.contains(c) || move.capture().indexOf(c) != i) {
                return Rejection.of("scopa.notOnTable", c.code());
            }
        }
        List<List<ItalianCard>> options = Captures.options(card.rank(), hand.table, fewest);
        if (options.contains(move.capture()) || (options.isEmpty() && !move.captures())) {
            return null;
        }
        if (options.isEmpty()) {
            return Rejection.of("scopa.cannotTake", card.code());
        }
        if (!move.captures()) {
            return Rejection.of("scopa.mustTake", card.code());
        }
        if (options.get(0).size() == 1) {
            return Rejection.of("scopa.mustTakeSingle", card.code(), options.get(0).get(0).code());
        }
        int sum = move.capture().stream().mapToInt(ItalianCard::rank).sum();
        if (sum != card.rank()) {
            return Rejection.of("scopa.wrongSum", card.code(), Integer.toString(sum));
        }
        return Rejection.of("scopa.mustTakeFewest", card.code(), Integer.toString(options.get(0).size()));
    }

    @Override
    protected void doApply(int seat, ScopaMove move) {
        hand.hands.get(seat).remove(move.card());
        boolean scored = false;
        if (move.captures()) {
            hand.table.removeAll(move.capture());
            List<ItalianCard> pile = hand.captured.get(teamOf(seat));
            pile.add(move.card());
            pile.addAll(move.capture());
            hand.lastCapturer = seat;
            // A sweep with the last card of the hand is no scopa.
            scored = hand.table.isEmpty() && !handExhausted();
            if (scored) {
                hand.scope[teamOf(seat)]++;
            }
        } else {
            hand.table.add(move.card());
        }
        hand.last = new ScopaEvents.Play(seat, move.card(), move.capture(), scored);
        emit(hand.last);
        hand.toAct = next(seat);
        if (hand.handsEmpty()) {
            if (hand.dealtCount < hand.deck.size()) {
                dealRound(3);
                emit(new DealEvent(rotation.dealer(), hand.snapshotHands(), null));
            } else {
                endHand();
            }
        }
    }

    private boolean handExhausted() {
        return hand.dealtCount == hand.deck.size() && hand.handsEmpty();
    }

    private void endHand() {
        if (!hand.table.isEmpty() && hand.lastCapturer != NOBODY) {
            emit(new ScopaEvents.Sweep(hand.lastCapturer, hand.table));
            hand.captured.get(teamOf(hand.lastCapturer)).addAll(hand.table);
            hand.table.clear();
        }
        List<TeamHandScore> score = ScopaScoring.score(hand.captured, hand.scope, tiesEach, napola, rebello);
        List<Integer> points = score.stream().map(TeamHandScore::points).toList();
        addToTotals(points);
        List<Integer> totals = totals();
        emit(new ScoreEvent(score, points, totals));
        int max = totals.stream().mapToInt(Integer::intValue).max().orElseThrow();
        // At or over the target, the highest side wins alone; equal highest play on.
        if (max >= target && totals.indexOf(max) == totals.lastIndexOf(max)) {
            declareWinners(List.of(totals.indexOf(max)));
            hand.toAct = NOBODY;
            return;
        }
        rotation.setDealer(next(rotation.dealer()));
        startHand();
    }

    // ---- what the seats see

    @Override
    public ScopaView view(int seat) {
        return buildView(seat, hand.hands.get(checkSeat(seat)));
    }

    @Override
    public ScopaView publicView() {
        return buildView(ScopaView.PUBLIC, List.of());
    }

    private ScopaView buildView(int viewer, List<ItalianCard> cards) {
        List<Integer> sizes = hand.hands.stream().map(List::size).toList();
        return new ScopaView(viewer, cards, hand.table, sizes, hand.deck.size() - hand.dealtCount, rotation.dealer(),
                isOver() ? NOBODY : hand.toAct, rotation.hands(), hand.captured,
                Arrays.stream(hand.scope).boxed().toList(), totals(), target, hand.last);
    }

    @Override
    public List<ItalianCard> hiddenCards(int seat) {
        return List.copyOf(hand.hands.get(seat));
    }

    // ---- bookkeeping

    @Override
    public int toAct() {
        return isOver() ? NOBODY : hand.toAct;
    }

    @Override
    public int teamOf(int seat) {
        return seat % sides;
    }

    @Override
    public int handNumber() {
        return rotation.hands();
    }

    @Override
    public ScopaMatch copy() {
        return new ScopaMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ScopaMatch m && baseEquals(m) && rotation.equals(m.rotation) && hand.equals(m.hand);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), rotation.hashCode(), hand.hashCode());
    }
}
