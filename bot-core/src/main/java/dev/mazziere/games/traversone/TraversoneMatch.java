package dev.mazziere.games.traversone;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
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

    private final SeededRandom random;
    private final boolean remaindersToLastTrick;
    private final Cappotto cappotto;
    private final boolean assoBastoni;
    private final int limit;

    private final List<List<ItalianCard>> hands;
    private final List<List<ItalianCard>> taken;
    private final List<TraversoneEvents.Play> trick;
    private int dealer;
    private int leader;
    private int toAct;
    private int tricksPlayed;
    private int handNumber;
    private TraversoneEvents.Trick lastTrick;

    TraversoneMatch(TraversoneGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private TraversoneMatch(TraversoneGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats, seed, TraversoneMove.class);
        this.random = new SeededRandom(seed);
        this.remaindersToLastTrick = "lastTrick".equals(options.choice(TraversoneGame.REMAINDERS));
        this.cappotto = Cappotto.valueOf(options.choice(TraversoneGame.CAPPOTTO).toUpperCase(java.util.Locale.ROOT));
        this.assoBastoni = options.flag(TraversoneGame.ASSO_BASTONI);
        this.limit = options.number(TraversoneGame.LIMIT);
        this.hands = new ArrayList<>();
        this.taken = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
            taken.add(new ArrayList<>());
        }
        this.trick = new ArrayList<>();
        if (deal) {
            this.dealer = random.nextInt(seats);
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
        m.dealer = dealer;
        m.handNumber = 1;
        m.emit(new DealEvent(dealer, hands.stream().map(h -> (List<Card>) List.<Card>copyOf(h)).toList(), null));
        for (int s = 0; s < hands.size(); s++) {
            m.hands.get(s).addAll(hands.get(s));
            Collections.sort(m.hands.get(s));
        }
        m.leader = m.next(dealer);
        m.toAct = m.leader;
        return m;
    }

    /** For tests only: {@link #scenario(TraversoneGame, Options, int, List, List)} with all totals 0. */
    static TraversoneMatch scenario(TraversoneGame game, Options options, int dealer, List<List<ItalianCard>> hands) {
        return scenario(game, options, dealer, hands, Collections.nCopies(hands.size(), 0));
    }

    private TraversoneMatch(TraversoneMatch o) {
        super(o);
        this.random = o.random.copy();
        this.remaindersToLastTrick = o.remaindersToLastTrick;
        this.cappotto = o.cappotto;
        this.assoBastoni = o.assoBastoni;
        this.limit = o.limit;
        this.hands = o.hands.stream().map(h -> (List<ItalianCard>) new ArrayList<>(h)).toList();
        this.taken = o.taken.stream().map(p -> (List<ItalianCard>) new ArrayList<>(p)).toList();
        this.trick = new ArrayList<>(o.trick);
        this.dealer = o.dealer;
        this.leader = o.leader;
        this.toAct = o.toAct;
        this.tricksPlayed = o.tricksPlayed;
        this.handNumber = o.handNumber;
        this.lastTrick = o.lastTrick;
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
            m.hands.get(s).addAll(s == view.viewer() ? view.hand() : hands.get(s));
            Collections.sort(m.hands.get(s));
            m.taken.get(s).addAll(view.taken().get(s));
        }
        m.trick.addAll(view.trick());
        m.setTotals(view.totals());
        m.dealer = view.dealer();
        m.leader = view.leader();
        m.toAct = view.toAct();
        m.tricksPlayed = view.tricksPlayed();
        m.handNumber = view.handNumber();
        m.lastTrick = view.lastTrick();
        return m;
    }

    // ---- dealing

    private void startHand() {
        handNumber++;
        tricksPlayed = 0;
        lastTrick = null;
        trick.clear();
        taken.forEach(List::clear);
        List<ItalianCard> deck = TraversoneRules.deck(seatCount());
        random.shuffle(deck);
        // One card at a time, starting from the seat after the dealer.
        for (int i = 0; i < deck.size(); i++) {
            hands.get((dealer + 1 + i) % seatCount()).add(deck.get(i));
        }
        List<List<Card>> dealt = new ArrayList<>();
        for (List<ItalianCard> hand : hands) {
            dealt.add(List.copyOf(hand));
            Collections.sort(hand);
        }
        emit(new DealEvent(dealer, dealt, null));
        leader = next(dealer);
        toAct = leader;
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
        return playable(hands.get(toAct)).stream().map(TraversoneMove::new).toList();
    }

    /** The cards of {@code hand} the seat to act may play now. */
    private List<ItalianCard> playable(List<ItalianCard> hand) {
        if (!trick.isEmpty()) {
            ItalianSuit led = trick.get(0).card().suit();
            List<ItalianCard> following = hand.stream().filter(c -> c.suit() == led).toList();
            return following.isEmpty() ? hand : following;
        }
        if (assoBastoniLeadRestricted(hand)) {
            return hand.stream().filter(c -> c.suit() != ItalianSuit.BASTONI).toList();
        }
        return hand;
    }

    /** The first lead of a hand may not be bastoni with {@code assoBastoni}, unless holding only bastoni. */
    private boolean assoBastoniLeadRestricted(List<ItalianCard> hand) {
        return assoBastoni && tricksPlayed == 0 && trick.isEmpty()
                && hand.stream().anyMatch(c -> c.suit() != ItalianSuit.BASTONI);
    }

    @Override
    protected Rejection check(int seat, TraversoneMove move) {
        ItalianCard card = move.card();
        List<ItalianCard> hand = hands.get(seat);
        if (!hand.contains(card)) {
            return Rejection.of("traversone.notInHand", card.code());
        }
        if (!trick.isEmpty()) {
            ItalianSuit led = trick.get(0).card().suit();
            if (card.suit() != led && hand.stream().anyMatch(c -> c.suit() == led)) {
                return Rejection.of("traversone.mustFollowSuit", card.code(), TraversoneRules.suitName(led));
            }
        } else if (card.suit() == ItalianSuit.BASTONI && assoBastoniLeadRestricted(hand)) {
            return Rejection.of("traversone.assoBastoniLead", card.code());
        }
        return null;
    }

    @Override
    protected void doApply(int seat, TraversoneMove move) {
        hands.get(seat).remove(move.card());
        TraversoneEvents.Play play = new TraversoneEvents.Play(seat, move.card());
        trick.add(play);
        emit(play);
        if (trick.size() < seatCount()) {
            toAct = next(seat);
            return;
        }
        List<ItalianCard> cards = trick.stream().map(TraversoneEvents.Play::card).toList();
        int winner = trick.get(TraversoneRules.winningIndex(cards)).seat();
        lastTrick = new TraversoneEvents.Trick(winner, cards);
        emit(lastTrick);
        taken.get(winner).addAll(cards);
        trick.clear();
        tricksPlayed++;
        leader = winner;
        toAct = winner;
        if (hands.stream().allMatch(List::isEmpty)) {
            endHand(winner);
        }
    }

    private void endHand(int lastTaker) {
        List<Integer> thirds = taken.stream().map(TraversoneRules::thirds).toList();
        List<Integer> base = TraversoneRules.roundedPoints(thirds, lastTaker, remaindersToLastTrick);
        Integer cappottoSeat = TraversoneRules.cappotto(thirds, lastTaker);
        int[] points = new int[seatCount()];
        for (int s = 0; s < seatCount(); s++) {
            points[s] = base.get(s);
            if (assoBastoni && taken.get(s).contains(TraversoneRules.ASSO_DI_BASTONI)) {
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
            dealer = next(dealer);
            startHand();
        } else {
            declareWinners(winners);
            toAct = NOBODY;
        }
    }

    // ---- what the seats see

    @Override
    public TraversoneView view(int seat) {
        return buildView(seat, hands.get(checkSeat(seat)));
    }

    @Override
    public TraversoneView publicView() {
        return buildView(TraversoneView.PUBLIC, List.of());
    }

    private TraversoneView buildView(int viewer, List<ItalianCard> hand) {
        return new TraversoneView(viewer, hand, trick, leader, toAct(), dealer, handNumber, tricksPlayed,
                hands.stream().map(List::size).toList(), taken,
                taken.stream().map(TraversoneRules::thirds).toList(), lastTrick, totals(), limit,
                assoBastoni, remaindersToLastTrick, cappotto.name().toLowerCase(java.util.Locale.ROOT));
    }

    @Override
    public List<ItalianCard> hiddenCards(int seat) {
        return List.copyOf(hands.get(seat));
    }

    // ---- bookkeeping

    @Override
    public int toAct() {
        return isOver() ? NOBODY : toAct;
    }

    @Override
    public int handNumber() {
        return handNumber;
    }

    @Override
    public TraversoneMatch copy() {
        return new TraversoneMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TraversoneMatch m && baseEquals(m)
                && random.equals(m.random) && hands.equals(m.hands) && taken.equals(m.taken)
                && trick.equals(m.trick)
                && dealer == m.dealer && leader == m.leader && toAct == m.toAct
                && tricksPlayed == m.tricksPlayed && handNumber == m.handNumber
                && Objects.equals(lastTrick, m.lastTrick);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), hands, trick, tricksPlayed, handNumber);
    }
}
