package dev.mazziere.games.napoleone;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.EndRule;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.StatePart;
import dev.mazziere.games.napoleone.NapoleoneRules.Verdict;
import dev.mazziere.games.tricks.TrickMatch;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A Napoleone match as docs/rules.md plays it: five cards each, one round of bids starting
 * after the dealer, a throw-in when everyone passes (the next dealer deals), the caller
 * leading and the first card setting trumps, follow suit, the hand stopping as soon as
 * the contract is decided, zero-sum payments, and hands until the end rule.
 *
 * <p>Rejection codes: {@code napoleone.notYourBid} (a bid once the bidding is over),
 * {@code napoleone.stillBidding} (a card before the bidding is over),
 * {@code napoleone.bidTooLow} (a bid not above the highest so far),
 * {@code napoleone.overcallNotAllowed} (Wellington not over a Napoleone, Blücher not over a
 * Wellington, under {@code overcalls=strict}), {@code napoleone.notInHand},
 * {@code napoleone.mustFollowSuit}.
 *
 * <p>The bidding ends early only after a Blücher: nothing can be bid over it, so the seats
 * still to speak are not asked to pass.
 */
public final class NapoleoneMatch extends TrickMatch<NapoleoneMove, FrenchCard> {

    /** What the seat to act does: bid (or pass), or play a card. */
    public enum Phase { BIDDING, PLAYING }

    private static final int CARDS_EACH = 5;

    /** A hand as shown: by suit, then ace high (2 ... K A), not the deck's ace-low order. */
    private static final Comparator<FrenchCard> HAND_ORDER = Comparator
            .comparing(FrenchCard::suit).thenComparingInt(NapoleoneRules::strength);

    // The settings, read from the options once.
    private final boolean strict;
    private final boolean misereTrumps;
    private final int misereValue;
    private final EndRule end;

    // The state besides the rotation and the trick play (TrickMatch): the hand's bids and trump.
    private final NapoleoneHand hand;

    NapoleoneMatch(NapoleoneGame game, Options options, int seats, long seed) {
        this(game, options, seats, seed, true);
    }

    private NapoleoneMatch(NapoleoneGame game, Options options, int seats, long seed, boolean deal) {
        super(game, options, seats, seats, seed, NapoleoneMove.class);
        this.strict = "strict".equals(options.choice(NapoleoneGame.OVERCALLS));
        this.misereTrumps = options.flag(NapoleoneGame.MISERE_TRUMPS);
        this.misereValue = options.number(NapoleoneGame.MISERE_VALUE);
        this.end = EndRule.of(options, NapoleoneGame.END, NapoleoneGame.TARGET, NapoleoneGame.HANDS);
        this.hand = new NapoleoneHand();
        rotation.setDealer(rotation.random().nextInt(seats));
        if (deal) {
            startHand();
        }
    }

    private NapoleoneMatch(NapoleoneMatch o) {
        super(o);
        this.strict = o.strict;
        this.misereTrumps = o.misereTrumps;
        this.misereValue = o.misereValue;
        this.end = o.end;
        this.hand = o.hand.copy();
    }

    /**
     * A match at an exact position, for tests: {@code dealer} has just dealt {@code dealt}
     * (seat order) and the bidding starts; the totals and the count of scored hands are as
     * given. Later deals come from {@code seed}. The history starts empty here.
     */
    static NapoleoneMatch arranged(NapoleoneGame game, Options options, long seed, int dealer,
                                   List<List<FrenchCard>> dealt, int[] totals, int scoredHands) {
        NapoleoneMatch m = new NapoleoneMatch(game, options, dealt.size(), seed, false);
        m.rotation.setDealer(dealer);
        m.hand.phase = Phase.BIDDING;
        m.setTotals(Arrays.stream(totals).boxed().toList());
        m.rotation.setHands(scoredHands);
        if (dealt.stream().flatMap(List::stream).distinct().count() != (long) CARDS_EACH * dealt.size()) {
            throw new IllegalArgumentException("a card dealt twice: " + dealt);
        }
        m.tricks.newHand(m.tricks.next(dealer));
        for (int s = 0; s < dealt.size(); s++) {
            if (dealt.get(s).size() != CARDS_EACH) {
                throw new IllegalArgumentException("seat " + s + " needs " + CARDS_EACH + " cards");
            }
            m.tricks.hand(s).addAll(dealt.get(s));
        }
        m.emit(new DealEvent(dealer, StatePart.frozenEach(m.tricks.hands()), null));
        return m;
    }

    /**
     * For search ({@link NapoleoneDeterminizer}): the state a seat's view describes, with
     * the other hands given here (the viewer's own entry is ignored). Later deals come
     * from {@code seed}. The state has no history; {@code view(view.viewer())} equals
     * {@code view}.
     */
    static NapoleoneMatch fromView(NapoleoneGame game, Options options, NapoleoneView view,
                                   List<List<FrenchCard>> hands, long seed) {
        NapoleoneMatch m = new NapoleoneMatch(game, options, view.seats(), seed, false);
        m.tricks.restore(view.table(), view.viewer(), view.hand(), hands, view.toAct());
        m.hand.phase = view.phase();
        m.rotation.setDealer(view.dealer());
        m.hand.bids.addAll(view.bids());
        m.hand.highest = view.highest();
        m.hand.caller = NOBODY;
        for (NapoleoneEvents.Bid bid : view.bids()) {
            if (!"pass".equals(bid.bid())) {
                m.hand.caller = bid.seat();
            }
        }
        m.hand.trump = view.trump();
        m.hand.played.addAll(view.played());
        m.rotation.setHands(view.scoredHands());
        m.setTotals(view.totals());
        return m;
    }

    // ---- dealing

    @Override
    protected void startHand() {
        int dealer = rotation.dealer();
        // The seat after the dealer bids first; the caller will lead.
        tricks.newHand(tricks.next(dealer));
        hand.bids.clear();
        hand.highest = null;
        hand.caller = NOBODY;
        hand.trump = null;
        hand.played.clear();
        hand.phase = Phase.BIDDING;
        List<FrenchCard> deck = Decks.french52();
        rotation.random().shuffle(deck);
        int dealt = 0;
        for (int k = 0; k < CARDS_EACH; k++) {
            for (int i = 1; i <= seatCount(); i++) {
                tricks.hand((dealer + i) % seatCount()).add(deck.get(dealt++));
            }
        }
        emit(new DealEvent(dealer, StatePart.frozenEach(tricks.hands()), null));
    }

    private int next(int seat) {
        return tricks.next(seat);
    }

    // ---- moves

    @Override
    public List<NapoleoneMove> legalMoves() {
        if (isOver()) {
            return List.of();
        }
        List<NapoleoneMove> moves = new ArrayList<>();
        switch (hand.phase) {
            case BIDDING -> {
                moves.add(NapoleoneMove.PASS);
                for (Contract c : Contract.values()) {
                    if (bidRejection(c) == null) {
                        moves.add(NapoleoneMove.bid(c));
                    }
                }
            }
            case PLAYING -> {
                // In the order the hand is shown, so the buttons read like the hand.
                List<FrenchCard> playable = new ArrayList<>(NapoleoneRules.TRICK_RULES.playable(
                        tricks.hand(tricks.toAct()), ledSuit()));
                playable.sort(HAND_ORDER);
                for (FrenchCard card : playable) {
                    moves.add(new NapoleoneMove.Play(card));
                }
            }
        }
        return moves;
    }

    @Override
    protected Rejection check(int seat, NapoleoneMove move) {
        return switch (hand.phase) {
            case BIDDING -> switch (move) {
                case NapoleoneMove.Pass pass -> null;
                case NapoleoneMove.Bid bid -> bidRejection(bid.contract());
                case NapoleoneMove.Play play -> Rejection.of("napoleone.stillBidding", play.card().code());
            };
            case PLAYING -> switch (move) {
                case NapoleoneMove.Pass pass -> Rejection.of("napoleone.notYourBid", "pass");
                case NapoleoneMove.Bid bid -> Rejection.of("napoleone.notYourBid", bid.contract().code());
                case NapoleoneMove.Play play -> playRejection(seat, play.card());
            };
        };
    }

    /** Why the seat to act may not bid {@code c} now, or null. */
    private Rejection bidRejection(Contract c) {
        Contract highest = hand.highest;
        if (!c.beats(highest)) {
            return Rejection.of("napoleone.bidTooLow", c.code(), highest.code());
        }
        if (strict && c == Contract.WELLINGTON && highest != Contract.NAPOLEONE) {
            return Rejection.of("napoleone.overcallNotAllowed", c.code(), Contract.NAPOLEONE.code());
        }
        if (strict && c == Contract.BLUCHER && highest != Contract.WELLINGTON) {
            return Rejection.of("napoleone.overcallNotAllowed", c.code(), Contract.WELLINGTON.code());
        }
        return null;
    }

    private Rejection playRejection(int seat, FrenchCard card) {
        List<FrenchCard> cards = tricks.hand(seat);
        if (!cards.contains(card)) {
            return Rejection.of("napoleone.notInHand", card.code());
        }
        FrenchSuit led = ledSuit();
        if (!NapoleoneRules.TRICK_RULES.mayPlay(cards, card, led)) {
            return Rejection.of("napoleone.mustFollowSuit", card.code(), String.valueOf(led.letter()));
        }
        return null;
    }

    private FrenchSuit ledSuit() {
        return NapoleoneRules.TRICK_RULES.led(tricks.trick());
    }

    @Override
    protected void doApply(int seat, NapoleoneMove move) {
        switch (move) {
            case NapoleoneMove.Pass pass -> bid(seat, null);
            case NapoleoneMove.Bid b -> bid(seat, b.contract());
            case NapoleoneMove.Play p -> play(seat, p.card());
        }
    }

    // ---- bidding

    private void bid(int seat, Contract contract) {
        hand.bids.add(new NapoleoneEvents.Bid(seat, contract == null ? "pass" : contract.code()));
        emit(hand.bids.get(hand.bids.size() - 1));
        if (contract != null) {
            hand.highest = contract;
            hand.caller = seat;
        }
        boolean roundDone = hand.bids.size() == seatCount() || hand.highest == Contract.BLUCHER;
        if (!roundDone) {
            tricks.setToAct(next(seat));
        } else if (hand.highest == null) {
            // Everyone passed: the cards are thrown in and the next dealer deals.
            emit(new NapoleoneEvents.Redeal());
            rotation.setDealer(next(rotation.dealer()));
            startHand();
        } else {
            hand.phase = Phase.PLAYING;
            tricks.lead(hand.caller);
        }
    }

    // ---- play

    private void play(int seat, FrenchCard card) {
        if (hand.played.isEmpty() && (!hand.highest.isMisere() || misereTrumps)) {
            hand.trump = card.suit();
        }
        hand.played.add(card);
        emit(tricks.play(seat, card));
        if (!tricks.complete()) {
            return;
        }
        emit(tricks.collect(NapoleoneRules.TRICK_RULES, hand.trump));
        Verdict verdict = NapoleoneRules.verdict(hand.highest, tricksOf(hand.caller), tricks.tricksPlayed());
        if (verdict != Verdict.OPEN) {
            endHand(verdict == Verdict.MADE);
        }
    }

    private void endHand(boolean made) {
        int caller = hand.caller;
        List<Integer> points = NapoleoneRules.payments(seatCount(), caller, hand.highest.value(misereValue), made);
        addToTotals(points);
        rotation.countHand();
        emit(new ScoreEvent(new NapoleoneEvents.HandScore(caller, hand.highest.code(),
                hand.trump == null ? null : String.valueOf(hand.trump.letter()), tricksOf(caller), made),
                points, totals()));
        List<Integer> winners = end.winners(totals(), rotation.hands());
        nextHandOrEnd(winners);
    }

    /** The tricks {@code seat} has taken this hand. */
    private int tricksOf(int seat) {
        return tricks.taken(seat).size() / seatCount();
    }

    // ---- what the seats see

    @Override
    public NapoleoneView view(int seat) {
        return buildView(seat, tricks.hand(checkSeat(seat)));
    }

    @Override
    public NapoleoneView publicView() {
        return buildView(NapoleoneView.PUBLIC, List.of());
    }

    private NapoleoneView buildView(int viewer, List<FrenchCard> cards) {
        List<FrenchCard> sorted = new ArrayList<>(cards);
        sorted.sort(HAND_ORDER);
        boolean playing = hand.phase == Phase.PLAYING;
        return new NapoleoneView(viewer, hand.phase, sorted, tricks.view(),
                rotation.dealer(), toAct(), handNumber(), hand.bids, hand.highest, playing ? hand.caller : NOBODY,
                playing ? hand.highest : null, hand.trump, hand.played, totals(), rotation.hands(),
                end.name(), end.target(), end.hands(), strict, misereTrumps, misereValue);
    }

    // ---- bookkeeping

    /** The phase of the hand being played. */
    public Phase phase() {
        return hand.phase;
    }

    /** The hand being played, from 1; a throw-in is dealt again under the same number. */
    @Override
    public int handNumber() {
        return decided() ? rotation.hands() : rotation.hands() + 1;
    }

    @Override
    public NapoleoneMatch copy() {
        return new NapoleoneMatch(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NapoleoneMatch m && trickEquals(m) && hand.equals(m.hand);
    }

    @Override
    public int hashCode() {
        return trickHash(hand);
    }
}
