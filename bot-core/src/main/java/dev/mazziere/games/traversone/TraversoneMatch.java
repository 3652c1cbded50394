package dev.mazziere.games.traversone;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
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

/**
 * A Traversone match as docs/rules.md plays it: the whole deck dealt one card at a time
 * from the seat after the dealer, tricks with the obligation to follow suit, points
 * in thirds rounded at the end of the hand, the cappotto, the Asso di bastoni, and
 * hands until someone reaches the loss limit.
 */
public final class TraversoneMatch extends AbstractMatch<TraversoneMove> {

    /** What a hand where one seat takes every point does, option {@code cappotto}. */
    enum Cappotto { WIN, CHARGE, OFF }

    // The settings, read from the options once.
    private final boolean remaindersToLastTrick;
    private final Cappotto cappotto;
    private final boolean assoBastoni;
    private final int limit;

    // The state, by lifetime: the whole match (shuffles, dealer, hands dealt), and the hand.
    private final Rotation rotation;
    private final TraversoneHand hand;

    TraversoneMatch(TraversoneGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private TraversoneMatch(TraversoneGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats, seed, TraversoneMove.class);
        this.remaindersToLastTrick = "lastTrick".equals(options.choice(TraversoneGame.REMAINDERS));
        this.cappotto = Cappotto.valueOf(options.choice(TraversoneGame.CAPPOTTO).toUpperCase(java.util.Locale.ROOT));
        this.assoBastoni = options.flag(TraversoneGame.ASSO_BASTONI);
        this.limit = options.number(TraversoneGame.LIMIT);
        this.rotation = new Rotation(seed);
        this.hand = new TraversoneHand(seats);
        if (deal) {
            rotation.setDealer(rotation.random().nextInt(seats));
            startHand();
        }
    }

    /**
     * For tests only: a match whose first hand starts from exactly these hands, with
     * no shuffle, so that a rule can be shown on a chosen position. The deal event
     * names {@code hands}; the seat after {@code dealer} leads. Hands may be short
     * (every seat the same number of cards); nothing checks that they make up a
     * whole deck. Later hands are shuffled from seed 0.
     *
     * @param totals the running totals per seat before this hand
     * @throws IllegalArgumentException when a card appears twice or the hands differ in size
     */
    static TraversoneMatch scenario(TraversoneGame game, Options options, int dealer,
                                    List<List<ItalianCard>> hands, List<Integer> totals) {
        game.seats(options).check(TraversoneGame.ID, hands.size());
        TraversoneMatch m = new TraversoneMatch(game, options, hands.size(), 0L, false);
        List<ItalianCard> all = new ArrayList<>();
        for (int s = 0; s < hands.size(); s++) {
            if (hands.get(s).size() != hands.get(0).size()) {
                throw new IllegalArgumentException("every seat needs the same number of cards: " + hands);
            }
            all.addAll(hands.get(s));
        }
        if (all.stream().distinct().count() != all.size()) {
            throw new IllegalArgumentException("a card appears twice in the scenario: " + all);
        }
        m.setTotals(totals);
        m.rotation.setDealer(dealer);
        m.rotation.setHands(1);
        m.emit(new DealEvent(dealer, hands.stream().map(h -> (List<Card>) List.<Card>copyOf(h)).toList(), null));
        for (int s = 0; s < hands.size(); s++) {
            m.hand.hands.get(s).addAll(hands.get(s));
            Collections.sort(m.hand.hands.get(s));
        }
        m.hand.leader = m.next(dealer);
        m.hand.toAct = m.hand.leader;
        return m;
    }

    /** For tests only: {@link #scenario(TraversoneGame, Options, int, List, List)} with all totals 0. */
    static TraversoneMatch scenario(TraversoneGame game, Options options, int dealer, List<List<ItalianCard>> hands) {
        return scenario(game, options, dealer, hands, Collections.nCopies(hands.size(), 0));
    }

    private TraversoneMatch(TraversoneMatch o) {
        super(o);
        this.remaindersToLastTrick = o.remaindersToLastTrick;
        this.cappotto = o.cappotto;
        this.assoBastoni = o.assoBastoni;
        this.limit = o.limit;
        this.rotation = o.rotation.copy();
        this.hand = o.hand.copy();
    }

    /**
     * For search ({@link TraversoneDeterminizer}): the state a seat's view describes, with
     * the other hands given here (the viewer's own entry is ignored). Later hands are
     * shuffled from {@code seed}. The state has no history; {@code view(view.viewer())}
     * equals {@code view}.
     */
    static TraversoneMatch fromView(TraversoneGame game, Options options, TraversoneView view,
                                    List<List<ItalianCard>> hands, long seed) {
        TraversoneMatch m = new TraversoneMatch(game, options, view.seats(), seed, false);
        for (int s = 0; s < view.seats(); s++) {
            m.hand.hands.get(s).addAll(s == view.viewer() ? view.hand() : hands.get(s));
            Collections.sort(m.hand.hands.get(s));
            m.hand.taken.get(s).addAll(view.taken().get(s));
        }
        m.hand.trick.addAll(view.trick());
        m.setTotals(view.totals());
        m.rotation.setDealer(view.dealer());
        m.hand.leader = view.leader();
        m.hand.toAct = view.toAct();
        m.hand.tricksPlayed = view.tricksPlayed();
        m.rotation.setHands(view.handNumber());
        m.hand.lastTrick = view.lastTrick();
        return m;
    }

    // ---- dealing

    private void startHand() {
        rotation.countHand();
        hand.tricksPlayed = 0;
        hand.lastTrick = null;
        hand.trick.clear();
        hand.taken.forEach(List::clear);
        List<ItalianCard> deck = TraversoneRules.deck(seatCount());
        rotation.random().shuffle(deck);
        int dealer = rotation.dealer();
        // One card at a time, starting from the seat after the dealer.
        for (int i = 0; i < deck.size(); i++) {
            hand.hands.get((dealer + 1 + i) % seatCount()).add(deck.get(i));
        }
        List<List<Card>> dealt = new ArrayList<>();
        for (List<ItalianCard> cards : hand.hands) {
            dealt.add(List.copyOf(cards));
            Collections.sort(cards);
        }
        emit(new DealEvent(dealer, dealt, null));
        hand.leader = next(dealer);
        hand.toAct = hand.leader;
    }

    private int next(int seat) {
        return (seat + 1) % seatCount();
    }

    // ---- moves

    @Override
    public List<TraversoneMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        return playable(hand.hands.get(hand.toAct)).stream().map(TraversoneMove::new).toList();
    }

    /** The cards of {@code hand} the seat to act may play now. */
    private List<ItalianCard> playable(List<ItalianCard> cards) {
        if (!hand.trick.isEmpty()) {
            ItalianSuit led = hand.trick.get(0).card().suit();
            List<ItalianCard> following = cards.stream().filter(c -> c.suit() == led).toList();
            return following.isEmpty() ? cards : following;
        }
        if (assoBastoniLeadRestricted(cards)) {
            return cards.stream().filter(c -> c.suit() != ItalianSuit.BASTONI).toList();
        }
        return cards;
    }

    /** The first lead of a hand may not be bastoni with {@code assoBastoni}, unless holding only bastoni. */
    private boolean assoBastoniLeadRestricted(List<ItalianCard> cards) {
        return assoBastoni && hand.tricksPlayed == 0 && hand.trick.isEmpty()
                && cards.stream().anyMatch(c -> c.suit() != ItalianSuit.BASTONI);
    }

    @Override
    protected Rejection check(int seat, TraversoneMove move) {
        ItalianCard card = move.card();
        List<ItalianCard> cards = hand.hands.get(seat);
        if (!cards.contains(card)) {
            return Rejection.of("traversone.notInHand", card.code());
        }
        if (!hand.trick.isEmpty()) {
            ItalianSuit led = hand.trick.get(0).card().suit();
            if (card.suit() != led && cards.stream().anyMatch(c -> c.suit() == led)) {
                return Rejection.of("traversone.mustFollowSuit", card.code(), TraversoneRules.suitName(led));
            }
        } else if (card.suit() == ItalianSuit.BASTONI && assoBastoniLeadRestricted(cards)) {
            return Rejection.of("traversone.assoBastoniLead", card.code());
        }
        return null;
    }

    @Override
    protected void doApply(int seat, TraversoneMove move) {
        hand.hands.get(seat).remove(move.card());
        TraversoneEvents.Play play = new TraversoneEvents.Play(seat, move.card());
        hand.trick.add(play);
        emit(play);
        if (hand.trick.size() < seatCount()) {
            hand.toAct = next(seat);
            return;
        }
        List<ItalianCard> cards = hand.trick.stream().map(TraversoneEvents.Play::card).toList();
        int winner = hand.trick.get(TraversoneRules.winningIndex(cards)).seat();
        hand.lastTrick = new TraversoneEvents.Trick(winner, cards);
        emit(hand.lastTrick);
        hand.taken.get(winner).addAll(cards);
        hand.trick.clear();
        hand.tricksPlayed++;
        hand.leader = winner;
        hand.toAct = winner;
        if (hand.handsEmpty()) {
            endHand(winner);
        }
    }

    private void endHand(int lastTaker) {
        List<Integer> thirds = hand.taken.stream().map(TraversoneRules::thirds).toList();
        List<Integer> base = TraversoneRules.roundedPoints(thirds, lastTaker, remaindersToLastTrick);
        Integer cappottoSeat = TraversoneRules.cappotto(thirds, lastTaker);
        int[] points = new int[seatCount()];
        for (int s = 0; s < seatCount(); s++) {
            points[s] = base.get(s);
            if (assoBastoni && hand.taken.get(s).contains(TraversoneRules.ASSO_DI_BASTONI)) {
                points[s] += TraversoneRules.ASSO_BASTONI_PENALTY;
            }
        }
        if (cappottoSeat != null && cappotto == Cappotto.CHARGE) {
            int max = TraversoneRules.handMaximum(assoBastoni);
            for (int s = 0; s < seatCount(); s++) {
                points[s] = s == cappottoSeat ? 0 : max;
            }
        }
        List<Integer> pointList = Arrays.stream(points).boxed().toList();
        addToTotals(pointList);
        emit(new ScoreEvent(new TraversoneEvents.HandScore(thirds, lastTaker, cappottoSeat), pointList, totals()));
        List<Integer> winners = cappottoSeat != null && cappotto == Cappotto.WIN
                ? List.of(cappottoSeat)
                : TraversoneRules.winners(totals(), limit);
        if (winners == null) {
            rotation.setDealer(next(rotation.dealer()));
            startHand();
        } else {
            declareWinners(winners);
            hand.toAct = NOBODY;
        }
    }

    // ---- what the seats see

    @Override
    public TraversoneView view(int seat) {
        return buildView(seat, hand.hands.get(checkSeat(seat)));
    }

    @Override
    public TraversoneView publicView() {
        return buildView(TraversoneView.PUBLIC, List.of());
    }

    private TraversoneView buildView(int viewer, List<ItalianCard> cards) {
        return new TraversoneView(viewer, cards, hand.trick, hand.leader, toAct(), rotation.dealer(), rotation.hands(),
                hand.tricksPlayed, hand.hands.stream().map(List::size).toList(), hand.taken,
                hand.taken.stream().map(TraversoneRules::thirds).toList(), hand.lastTrick, totals(), limit,
                assoBastoni, remaindersToLastTrick, cappotto.name().toLowerCase(java.util.Locale.ROOT));
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
    public int handNumber() {
        return rotation.hands();
    }

    @Override
    public TraversoneMatch copy() {
        return new TraversoneMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TraversoneMatch m && baseEquals(m) && rotation.equals(m.rotation)
                && hand.equals(m.hand);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), rotation.hashCode(), hand.hashCode());
    }
}
