package dev.mazziere.games.briscola;

import dev.mazziere.cards.Card;
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
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A Briscola match as docs/rules.md plays it: three cards each, dealt one at a time from
 * the seat after the dealer, the next card face up under the stock (its suit is briscola),
 * any card played to a trick, every seat drawing after each trick while the stock lasts
 * (the winner first, the face-up card last), the hand's card points counted per side, and
 * hands until a side has won {@code games} of them. The deal passes after every hand,
 * drawn ones included.
 *
 * <p>Rejection code: {@code briscola.notInHand}.
 */
public final class BriscolaMatch extends TrickMatch<BriscolaMove, ItalianCard> {

    // The settings, read from the options once.
    private final int games;

    // The state besides the rotation and the trick play (TrickMatch): the hand's stock, and
    // the face-up card with the last draws.
    private final Stock<ItalianCard> stock;
    private final BriscolaHand hand;

    BriscolaMatch(BriscolaGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private BriscolaMatch(BriscolaGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, BriscolaRules.sides(seats), seed, BriscolaMove.class);
        this.games = options.number(BriscolaGame.GAMES);
        this.stock = new Stock<>();
        this.hand = new BriscolaHand(seats);
        if (deal) {
            rotation.setDealer(rotation.random().nextInt(seats));
            startHand();
        }
    }

    private BriscolaMatch(BriscolaMatch o) {
        super(o);
        this.games = o.games;
        this.stock = o.stock.copy();
        this.hand = o.hand.copy();
    }

    /**
     * For tests: a match whose first hand starts from exactly these cards, with no shuffle,
     * so that a rule can be shown on a chosen position. {@code hands} are the seats' cards
     * (the same number each, three or fewer late in a hand), {@code stock} the cards to
     * draw from the top, the face-up card not included: it lies under them. The deal event
     * names them; the seat after {@code dealer} leads. Later hands are shuffled from seed 0.
     *
     * @param totals hands won per side before this one
     * @throws IllegalArgumentException when a card appears twice, the hands differ in size or
     *                                  the stock does not share out evenly
     */
    static BriscolaMatch arranged(BriscolaGame game, Options options, int dealer, List<List<ItalianCard>> hands,
                                  ItalianCard faceUp, List<ItalianCard> stockFromTop, List<Integer> totals) {
        int seats = hands.size();
        game.seats(options).check(BriscolaGame.ID, seats);
        BriscolaMatch m = new BriscolaMatch(game, options, seats, 0L, false);
        Set<ItalianCard> all = new HashSet<>(stockFromTop);
        all.add(faceUp);
        int cards = stockFromTop.size() + 1;
        for (List<ItalianCard> h : hands) {
            if (h.size() != hands.get(0).size()) {
                throw new IllegalArgumentException("every seat needs the same number of cards: " + hands);
            }
            all.addAll(h);
            cards += h.size();
        }
        if (all.size() != cards) {
            throw new IllegalArgumentException("a card appears twice: " + hands + " " + faceUp + " " + stockFromTop);
        }
        if ((stockFromTop.size() + 1) % seats != 0) {
            throw new IllegalArgumentException("the stock and the face-up card make " + (stockFromTop.size() + 1)
                    + " cards, not a round of draws for " + seats);
        }
        m.setTotals(totals);
        m.rotation.setDealer(dealer);
        m.rotation.setHands(1);
        m.tricks.newHand(m.tricks.next(dealer));
        m.hand.faceUp = faceUp;
        List<ItalianCard> rest = new ArrayList<>(stockFromTop);
        rest.add(faceUp);
        m.stock.fill(rest);
        for (int s = 0; s < seats; s++) {
            m.tricks.hand(s).addAll(hands.get(s));
        }
        m.emit(new DealEvent(dealer, StatePart.frozenEach(hands), List.<Card>of(faceUp)));
        m.sortHands();
        return m;
    }

    /**
     * For search ({@link BriscolaDeterminizer}): the state a seat's view describes, with the
     * other hands and the stock given here (the viewer's own entry is ignored; the stock
     * from the top, the face-up card under it when the view still shows it). Later hands
     * are shuffled from {@code seed}. The state has no history; {@code view(view.viewer())}
     * equals {@code view}.
     *
     * @param faceUp the hand's face-up card: the view's while it shows one, else the card
     *               the seat remembers (or, not knowing it, any card of the briscola suit)
     */
    static BriscolaMatch fromView(BriscolaGame game, Options options, BriscolaView view,
                                  List<List<ItalianCard>> hands, List<ItalianCard> stockFromTop, ItalianCard faceUp,
                                  long seed) {
        BriscolaMatch m = new BriscolaMatch(game, options, view.seats(), seed, false);
        m.tricks.restore(view.table(), view.viewer(), view.hand(), hands, view.toAct());
        m.sortHands();
        m.hand.faceUp = faceUp;
        if (view.viewer() >= 0) {
            m.hand.drawn[view.viewer()] = view.drawn();
        }
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
        Arrays.fill(hand.drawn, null);
        List<ItalianCard> deck = BriscolaRules.deck(seats);
        rotation.random().shuffle(deck);
        // Three cards each, one at a time from the seat after the dealer; the next is turned face up.
        int dealt = 0;
        for (int round = 0; round < BriscolaRules.HAND_SIZE; round++) {
            for (int i = 1; i <= seats; i++) {
                tricks.hand((dealer + i) % seats).add(deck.get(dealt++));
            }
        }
        hand.faceUp = deck.get(dealt++);
        List<ItalianCard> rest = new ArrayList<>(deck.subList(dealt, deck.size()));
        rest.add(hand.faceUp);
        stock.fill(rest);
        emit(new DealEvent(dealer, StatePart.frozenEach(tricks.hands()), List.<Card>of(hand.faceUp)));
        sortHands();
    }

    private void sortHands() {
        for (int s = 0; s < seatCount(); s++) {
            tricks.hand(s).sort(BriscolaRules.HAND_ORDER);
        }
    }

    /** The briscola suit of the hand being played. */
    private ItalianSuit trump() {
        return hand.faceUp.suit();
    }

    // ---- moves

    @Override
    public List<BriscolaMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        List<ItalianCard> cards = tricks.hand(tricks.toAct());
        List<BriscolaMove> moves = new ArrayList<>(cards.size());
        for (int i = 0; i < cards.size(); i++) {
            moves.add(new BriscolaMove.Play(cards.get(i)));
        }
        return moves;
    }

    @Override
    protected Rejection check(int seat, BriscolaMove move) {
        if (!tricks.hand(seat).contains(move.card())) {
            return Rejection.of("briscola.notInHand", move.card().code());
        }
        return null;
    }

    @Override
    protected void doApply(int seat, BriscolaMove move) {
        emit(tricks.play(seat, move.card()));
        if (!tricks.complete()) {
            return;
        }
        TrickEvents.Trick<ItalianCard> trick = tricks.collect(BriscolaRules.TRICK_RULES, trump());
        emit(trick);
        Arrays.fill(hand.drawn, null);
        List<TrickEvents.Draw<ItalianCard>> draws = stock.drawRound(tricks, trick.winner());
        for (TrickEvents.Draw<ItalianCard> draw : draws) {
            emit(draw);
            hand.drawn[draw.seat()] = draw.card();
        }
        if (!draws.isEmpty()) {
            sortHands();
        }
        if (tricks.handsEmpty()) {
            endHand();
        }
    }

    private void endHand() {
        int[] cardPoints = new int[teamCount()];
        for (int s = 0; s < seatCount(); s++) {
            cardPoints[teamOf(s)] += CardPoints.BRISCOLA.of(tricks.taken(s));
        }
        List<Integer> perSide = Arrays.stream(cardPoints).boxed().toList();
        int winner = BriscolaRules.handWinner(perSide);
        Integer[] points = new Integer[teamCount()];
        Arrays.fill(points, 0);
        if (winner >= 0) {
            points[winner] = 1;
        }
        addToTotals(List.of(points));
        emit(new ScoreEvent(new BriscolaEvents.HandScore(perSide), List.of(points), totals()));
        nextHandOrEnd(winner >= 0 && totals().get(winner) >= games ? List.of(winner) : null);
    }

    // ---- what the seats see

    @Override
    public BriscolaView view(int seat) {
        return buildView(seat, tricks.hand(checkSeat(seat)), hand.drawn[seat]);
    }

    @Override
    public BriscolaView publicView() {
        return buildView(BriscolaView.PUBLIC, List.of(), null);
    }

    private BriscolaView buildView(int viewer, List<ItalianCard> cards, ItalianCard drawn) {
        return new BriscolaView(viewer, cards, tricks.view(), trump(), stock.isEmpty() ? null : hand.faceUp,
                stock.size(), drawn, toAct(), rotation.dealer(), rotation.hands(), totals(), games);
    }

    // ---- bookkeeping

    @Override
    public int teamOf(int seat) {
        return BriscolaRules.sideOf(seat, seatCount());
    }

    /** The cards left to draw, from the top, the face-up card last: for the search, which deals them itself. */
    List<ItalianCard> stockCards() {
        return stock.cards();
    }

    @Override
    public BriscolaMatch copy() {
        return new BriscolaMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BriscolaMatch m && trickEquals(m) && stock.equals(m.stock) && hand.equals(m.hand);
    }

    @Override
    public int hashCode() {
        return trickHash(stock, hand);
    }
}
