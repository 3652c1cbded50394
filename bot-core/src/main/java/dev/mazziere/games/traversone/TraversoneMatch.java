package dev.mazziere.games.traversone;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.StatePart;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickMatch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A Traversone match as docs/rules.md plays it: the whole deck dealt one card at a time
 * from the seat after the dealer, tricks with the obligation to follow suit, points
 * in thirds rounded at the end of the hand, the cappotto, the Asso di bastoni, and
 * hands until someone reaches the loss limit.
 */
public final class TraversoneMatch extends TrickMatch<TraversoneMove, ItalianCard> {

    /** What a hand where one seat takes every point does, option {@code cappotto}. */
    enum Cappotto { WIN, CHARGE, OFF }

    // The settings, read from the options once.
    private final boolean remaindersToLastTrick;
    private final Cappotto cappotto;
    private final boolean assoBastoni;
    private final int limit;

    TraversoneMatch(TraversoneGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private TraversoneMatch(TraversoneGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats, seed, TraversoneMove.class);
        this.remaindersToLastTrick = "lastTrick".equals(options.choice(TraversoneGame.REMAINDERS));
        this.cappotto = Cappotto.valueOf(options.choice(TraversoneGame.CAPPOTTO).toUpperCase(java.util.Locale.ROOT));
        this.assoBastoni = options.flag(TraversoneGame.ASSO_BASTONI);
        this.limit = options.number(TraversoneGame.LIMIT);
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
        m.emit(new DealEvent(dealer, StatePart.frozenEach(hands), null));
        m.tricks.newHand(m.tricks.next(dealer));
        for (int s = 0; s < hands.size(); s++) {
            m.tricks.hand(s).addAll(hands.get(s));
            Collections.sort(m.tricks.hand(s));
        }
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
        m.tricks.restore(view.table(), view.viewer(), view.hand(), hands, view.toAct());
        for (int s = 0; s < view.seats(); s++) {
            Collections.sort(m.tricks.hand(s));
        }
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
        tricks.newHand(tricks.next(dealer));
        List<ItalianCard> deck = TraversoneRules.deck(seatCount());
        rotation.random().shuffle(deck);
        // One card at a time, starting from the seat after the dealer.
        int seats = seatCount();
        for (int i = 0; i < deck.size(); i++) {
            tricks.hand((dealer + 1 + i) % seats).add(deck.get(i));
        }
        emit(new DealEvent(dealer, StatePart.frozenEach(tricks.hands()), null));
        for (int s = 0; s < seats; s++) {
            Collections.sort(tricks.hand(s));
        }
    }

    // ---- moves

    @Override
    public List<TraversoneMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        List<ItalianCard> cards = tricks.hand(tricks.toAct());
        List<ItalianCard> playable = TraversoneRules.TRICK_RULES.playable(cards, TraversoneRules.TRICK_RULES.led(tricks.trick()));
        boolean restricted = assoBastoniLeadRestricted(cards);
        List<TraversoneMove> moves = new ArrayList<>(playable.size());
        for (int i = 0; i < playable.size(); i++) {
            ItalianCard card = playable.get(i);
            if (!restricted || card.suit() != ItalianSuit.BASTONI) {
                moves.add(new TraversoneMove(card));
            }
        }
        return moves;
    }

    /** The first lead of a hand may not be bastoni with {@code assoBastoni}, unless holding only bastoni. */
    private boolean assoBastoniLeadRestricted(List<ItalianCard> cards) {
        return assoBastoni && tricks.tricksPlayed() == 0 && tricks.trick().isEmpty()
                && cards.stream().anyMatch(c -> c.suit() != ItalianSuit.BASTONI);
    }

    @Override
    protected Rejection check(int seat, TraversoneMove move) {
        ItalianCard card = move.card();
        List<ItalianCard> cards = tricks.hand(seat);
        if (!cards.contains(card)) {
            return Rejection.of("traversone.notInHand", card.code());
        }
        ItalianSuit led = TraversoneRules.TRICK_RULES.led(tricks.trick());
        if (led != null) {
            if (!TraversoneRules.TRICK_RULES.mayPlay(cards, card, led)) {
                return Rejection.of("traversone.mustFollowSuit", card.code(), TraversoneRules.suitName(led));
            }
        } else if (card.suit() == ItalianSuit.BASTONI && assoBastoniLeadRestricted(cards)) {
            return Rejection.of("traversone.assoBastoniLead", card.code());
        }
        return null;
    }

    @Override
    protected void doApply(int seat, TraversoneMove move) {
        emit(tricks.play(seat, move.card()));
        if (!tricks.complete()) {
            return;
        }
        TrickEvents.Trick<ItalianCard> trick = tricks.collect(TraversoneRules.TRICK_RULES, null);
        emit(trick);
        if (tricks.handsEmpty()) {
            endHand(trick.winner());
        }
    }

    private void endHand(int lastTaker) {
        List<Integer> thirds = tricks.takenPiles().stream().map(CardPoints.THIRDS::of).toList();
        List<Integer> base = TraversoneRules.roundedPoints(thirds, lastTaker, remaindersToLastTrick);
        Integer cappottoSeat = TraversoneRules.cappotto(thirds, lastTaker);
        int[] points = new int[seatCount()];
        for (int s = 0; s < seatCount(); s++) {
            points[s] = base.get(s);
            if (assoBastoni && tricks.taken(s).contains(TraversoneRules.ASSO_DI_BASTONI)) {
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
        nextHandOrEnd(winners);
    }

    // ---- what the seats see

    @Override
    public TraversoneView view(int seat) {
        return buildView(seat, tricks.hand(checkSeat(seat)));
    }

    @Override
    public TraversoneView publicView() {
        return buildView(TraversoneView.PUBLIC, List.of());
    }

    private TraversoneView buildView(int viewer, List<ItalianCard> cards) {
        return new TraversoneView(viewer, cards, tricks.view(), toAct(), rotation.dealer(), rotation.hands(),
                totals(), limit, assoBastoni, remaindersToLastTrick, cappotto.name().toLowerCase(java.util.Locale.ROOT));
    }

    // ---- bookkeeping

    @Override
    public TraversoneMatch copy() {
        return new TraversoneMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TraversoneMatch m && trickEquals(m);
    }

    @Override
    public int hashCode() {
        return trickHash();
    }
}
