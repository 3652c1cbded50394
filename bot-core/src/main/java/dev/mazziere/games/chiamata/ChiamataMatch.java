package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.AbstractMatch;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.Rotation;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.StatePart;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.Tricks;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * A Briscola chiamata match as docs/rules.md plays it: the whole deck dealt, four cards
 * at a time twice round from the seat after the dealer; an auction from that seat, round
 * and round, a pass final, until one bidder is left (everyone passing throws the cards in,
 * and the next dealer deals); the caller's call of a card of its rank, whose suit is
 * briscola and whose holder is the secret partner; eight tricks of Briscola, the first
 * led by the seat after the dealer or by the caller ({@code lead}); the hand scored for
 * each seat; hands until the end rule.
 *
 * <p>Rejection codes: {@code chiamata.bidTooLow}, {@code chiamata.stillBidding} (a call
 * or a card during the auction), {@code chiamata.auctionOver} (a bid or pass after it),
 * {@code chiamata.callFirst} (a card before the call), {@code chiamata.wrongRank} (a call
 * of another rank), {@code chiamata.alreadyCalled}, {@code chiamata.notInHand}.
 */
public final class ChiamataMatch extends AbstractMatch<ChiamataMove> {

    /** What the seat to act does: bid or pass, call the card, or play a card. */
    public enum Phase { AUCTION, CALL, PLAY }

    /** Cards given each time round while dealing: four, twice. */
    private static final int DEAL_PACKET = 4;

    // The settings, read from the options once.
    private final boolean callerLeads;
    private final boolean doubleCappotto;
    private final boolean endByHands;
    private final int target;
    private final int handsToPlay;

    // The state, by lifetime: the whole match (shuffles, dealer, hands scored), and the hand:
    // its trick play, and its auction, call and partner.
    private final Rotation rotation;
    private final Tricks<ItalianCard> tricks;
    private final ChiamataHand hand;

    ChiamataMatch(ChiamataGame game, Options options, long seed) {
        this(game, options, seed, true);
    }

    private ChiamataMatch(ChiamataGame game, Options options, long seed, boolean deal) {
        super(game, options, ChiamataRules.SEATS, ChiamataRules.SEATS, seed, ChiamataMove.class);
        this.callerLeads = "caller".equals(options.choice(ChiamataGame.LEAD));
        this.doubleCappotto = options.flag(ChiamataGame.CAPPOTTO);
        this.endByHands = "hands".equals(options.choice(ChiamataGame.END));
        this.target = options.number(ChiamataGame.TARGET);
        this.handsToPlay = options.number(ChiamataGame.HANDS);
        this.rotation = new Rotation(seed);
        this.tricks = new Tricks<>(ChiamataRules.SEATS);
        this.hand = new ChiamataHand(ChiamataRules.SEATS);
        rotation.setDealer(rotation.random().nextInt(ChiamataRules.SEATS));
        if (deal) {
            startHand();
        }
    }

    private ChiamataMatch(ChiamataMatch o) {
        super(o);
        this.callerLeads = o.callerLeads;
        this.doubleCappotto = o.doubleCappotto;
        this.endByHands = o.endByHands;
        this.target = o.target;
        this.handsToPlay = o.handsToPlay;
        this.rotation = o.rotation.copy();
        this.tricks = o.tricks.copy();
        this.hand = o.hand.copy();
    }

    /**
     * For tests: a match whose hands start from exactly these cards, with no shuffle, so
     * that a rule can be shown on a chosen position: {@code dealer} has just dealt
     * {@code dealt} (seat order, eight each) and the auction starts; the totals and the
     * count of scored hands are as given. Later deals are shuffled from {@code seed}.
     *
     * @throws IllegalArgumentException when a card is dealt twice or a hand is not of eight
     */
    static ChiamataMatch arranged(ChiamataGame game, Options options, long seed, int dealer,
                                  List<List<ItalianCard>> dealt, List<Integer> totals, int scoredHands) {
        ChiamataMatch m = new ChiamataMatch(game, options, seed, false);
        if (dealt.size() != ChiamataRules.SEATS
                || dealt.stream().flatMap(List::stream).distinct().count() != 40) {
            throw new IllegalArgumentException("five hands of the 40 cards, each once: " + dealt);
        }
        m.rotation.setDealer(dealer);
        m.rotation.setHands(scoredHands);
        m.setTotals(totals);
        m.hand.clear();
        m.tricks.newHand(m.tricks.next(dealer));
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            if (dealt.get(s).size() != ChiamataRules.HAND_SIZE) {
                throw new IllegalArgumentException("seat " + s + " needs 8 cards: " + dealt.get(s));
            }
            m.tricks.hand(s).addAll(dealt.get(s));
        }
        m.emit(new DealEvent(dealer, StatePart.frozenEach(m.tricks.hands()), null));
        m.sortHands();
        return m;
    }

    /**
     * For search ({@link ChiamataDeterminizer}): the state a seat's view describes, with
     * the other hands given here (the viewer's own entry is ignored); the partner is
     * whoever holds the called card in them, unless the view already knows it. Later deals
     * come from {@code seed}. The state has no history; {@code view(view.viewer())} equals
     * {@code view}.
     */
    static ChiamataMatch fromView(ChiamataGame game, Options options, ChiamataView view,
                                  List<List<ItalianCard>> hands, long seed) {
        ChiamataMatch m = new ChiamataMatch(game, options, seed, false);
        m.tricks.restore(view.table(), view.viewer(), view.hand(), hands, view.toAct());
        m.sortHands();
        ChiamataHand h = m.hand;
        h.clear();
        h.phase = view.phase();
        h.bids.addAll(view.bids());
        for (ChiamataEvents.Bid b : view.bids()) {
            if (b.pass()) {
                h.passed[b.seat()] = true;
            }
        }
        h.highest = view.highest();
        h.bidder = view.bidder();
        h.caller = view.caller();
        h.called = view.called();
        h.plays.addAll(view.plays());
        if (h.called != null) {
            h.revealed = view.revealed();
            h.partner = view.partner() >= 0 ? view.partner() : m.holder(h.called);
        }
        m.rotation.setDealer(view.dealer());
        m.rotation.setHands(view.scoredHands());
        m.setTotals(view.totals());
        return m;
    }

    // ---- dealing

    private void startHand() {
        int dealer = rotation.dealer();
        // The seat after the dealer is the first to bid, and leads unless the caller does.
        tricks.newHand(tricks.next(dealer));
        hand.clear();
        List<ItalianCard> deck = ChiamataRules.deck();
        rotation.random().shuffle(deck);
        int dealt = 0;
        for (int round = 0; round < ChiamataRules.HAND_SIZE / DEAL_PACKET; round++) {
            for (int i = 1; i <= ChiamataRules.SEATS; i++) {
                List<ItalianCard> cards = tricks.hand((dealer + i) % ChiamataRules.SEATS);
                for (int k = 0; k < DEAL_PACKET; k++) {
                    cards.add(deck.get(dealt++));
                }
            }
        }
        emit(new DealEvent(dealer, StatePart.frozenEach(tricks.hands()), null));
        sortHands();
    }

    private void sortHands() {
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            tricks.hand(s).sort(ChiamataRules.HAND_ORDER);
        }
    }

    private int next(int seat) {
        return tricks.next(seat);
    }

    /** The seat whose hand holds {@code card}, or -1. */
    private int holder(ItalianCard card) {
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            if (tricks.hand(s).contains(card)) {
                return s;
            }
        }
        return -1;
    }

    // ---- moves

    @Override
    public List<ChiamataMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        return switch (hand.phase) {
            case AUCTION -> ChiamataMove.auction(hand.highest);
            case CALL -> {
                List<ChiamataMove> calls = new ArrayList<>(4);
                for (ItalianCard card : ChiamataRules.callable(hand.highest)) {
                    calls.add(ChiamataMove.call(card));
                }
                yield calls;
            }
            case PLAY -> {
                List<ItalianCard> cards = tricks.hand(tricks.toAct());
                List<ChiamataMove> plays = new ArrayList<>(cards.size());
                for (int i = 0; i < cards.size(); i++) {
                    plays.add(ChiamataMove.play(cards.get(i)));
                }
                yield plays;
            }
        };
    }

    @Override
    protected Rejection check(int seat, ChiamataMove move) {
        Phase phase = hand.phase;
        return switch (move) {
            case ChiamataMove.Pass p -> phase == Phase.AUCTION ? null : Rejection.of("chiamata.auctionOver");
            case ChiamataMove.Bid b -> phase != Phase.AUCTION ? Rejection.of("chiamata.auctionOver")
                    : b.contract().beats(hand.highest) ? null
                    : Rejection.of("chiamata.bidTooLow", b.contract().code(), hand.highest.code());
            case ChiamataMove.Call c -> switch (phase) {
                case AUCTION -> Rejection.of("chiamata.stillBidding", c.card().code());
                case CALL -> c.card().rank() == hand.highest.rank() ? null
                        : Rejection.of("chiamata.wrongRank", c.card().code(), Integer.toString(hand.highest.rank()));
                case PLAY -> Rejection.of("chiamata.alreadyCalled", hand.called.code());
            };
            case ChiamataMove.Play p -> switch (phase) {
                case AUCTION -> Rejection.of("chiamata.stillBidding", p.card().code());
                case CALL -> Rejection.of("chiamata.callFirst", p.card().code());
                case PLAY -> tricks.hand(seat).contains(p.card()) ? null
                        : Rejection.of("chiamata.notInHand", p.card().code());
            };
        };
    }

    @Override
    protected void doApply(int seat, ChiamataMove move) {
        switch (move) {
            case ChiamataMove.Pass p -> bid(seat, null);
            case ChiamataMove.Bid b -> bid(seat, b.contract());
            case ChiamataMove.Call c -> call(seat, c.card());
            case ChiamataMove.Play p -> play(seat, p.card());
        }
    }

    // ---- the auction

    private void bid(int seat, Contract contract) {
        ChiamataEvents.Bid event = ChiamataEvents.Bid.of(seat, contract);
        hand.bids.add(event);
        emit(event);
        if (contract == null) {
            hand.passed[seat] = true;
        } else {
            hand.highest = contract;
            hand.bidder = seat;
        }
        int passes = hand.passes();
        if (passes == ChiamataRules.SEATS) {
            // Everyone passed: the cards are thrown in and the next dealer deals.
            emit(new ChiamataEvents.Redeal());
            rotation.setDealer(next(rotation.dealer()));
            startHand();
            return;
        }
        if (passes == ChiamataRules.SEATS - 1 && hand.bidder >= 0 && !hand.passed[hand.bidder]) {
            // Only the last bidder is left in: it is the caller, and calls its card.
            hand.caller = hand.bidder;
            hand.phase = Phase.CALL;
            tricks.setToAct(hand.caller);
            return;
        }
        int next = next(seat);
        while (hand.passed[next]) {
            next = next(next);
        }
        tricks.setToAct(next);
    }

    private void call(int seat, ItalianCard card) {
        hand.called = card;
        hand.partner = holder(card);
        emit(new ChiamataEvents.Call(seat, card));
        hand.phase = Phase.PLAY;
        tricks.lead(callerLeads ? hand.caller : next(rotation.dealer()));
    }

    // ---- the play

    private ItalianSuit trump() {
        return hand.called.suit();
    }

    private void play(int seat, ItalianCard card) {
        TrickEvents.Play<ItalianCard> play = tricks.play(seat, card);
        hand.plays.add(play);
        emit(play);
        if (card == hand.called) {
            hand.revealed = true;
            emit(new ChiamataEvents.Partner(seat, hand.caller));
        }
        if (!tricks.complete()) {
            return;
        }
        emit(tricks.collect(ChiamataRules.TRICK_RULES, trump()));
        if (tricks.handsEmpty()) {
            endHand();
        }
    }

    private void endHand() {
        List<Integer> cardPoints = new ArrayList<>(ChiamataRules.SEATS);
        for (int s = 0; s < ChiamataRules.SEATS; s++) {
            cardPoints.add(CardPoints.BRISCOLA.of(tricks.taken(s)));
        }
        ChiamataEvents.HandScore score = ChiamataRules.score(hand.caller, hand.partner, hand.called,
                hand.highest.points(), cardPoints);
        List<Integer> points = ChiamataRules.payments(score.caller(), score.partner(), score.made(),
                score.cappotto() && doubleCappotto);
        addToTotals(points);
        rotation.countHand();
        emit(new ScoreEvent(score, points, totals()));
        List<Integer> winners = ChiamataRules.winners(totals(), rotation.hands(), endByHands, target, handsToPlay);
        if (winners == null) {
            rotation.setDealer(next(rotation.dealer()));
            startHand();
        } else {
            declareWinners(winners);
            tricks.setToAct(NOBODY);
        }
    }

    // ---- what the seats see

    @Override
    public ChiamataView view(int seat) {
        checkSeat(seat);
        int known = hand.revealed || hand.partner == seat ? hand.partner : NOBODY;
        return buildView(seat, tricks.hand(seat), known);
    }

    @Override
    public ChiamataView publicView() {
        return buildView(ChiamataView.PUBLIC, List.of(), hand.revealed ? hand.partner : NOBODY);
    }

    private ChiamataView buildView(int viewer, List<ItalianCard> cards, int partner) {
        return new ChiamataView(viewer, hand.phase, cards, tricks.view(), hand.plays, rotation.dealer(), toAct(),
                handNumber(), hand.bids, hand.highest, hand.bidder, hand.caller,
                hand.called == null ? null : hand.called.suit(), partner, totals(), rotation.hands(),
                endByHands ? "hands" : "target", target, handsToPlay, callerLeads ? "caller" : "first",
                doubleCappotto);
    }

    @Override
    public List<ItalianCard> hiddenCards(int seat) {
        return Collections.unmodifiableList(new ArrayList<>(tricks.hand(seat)));
    }

    // ---- bookkeeping

    /** The phase of the hand being played. */
    public Phase phase() {
        return hand.phase;
    }

    @Override
    public int toAct() {
        return isOver() ? NOBODY : tricks.toAct();
    }

    /** The hand being played, from 1; a throw-in is dealt again under the same number. */
    @Override
    public int handNumber() {
        return decided() ? rotation.hands() : rotation.hands() + 1;
    }

    @Override
    public ChiamataMatch copy() {
        return new ChiamataMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChiamataMatch m && baseEquals(m) && rotation.equals(m.rotation)
                && tricks.equals(m.tricks) && hand.equals(m.hand);
    }

    @Override
    public int hashCode() {
        return Objects.hash(baseHash(), rotation.hashCode(), tricks.hashCode(), hand.hashCode());
    }
}
