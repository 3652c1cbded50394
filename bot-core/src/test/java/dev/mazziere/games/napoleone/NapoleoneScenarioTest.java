package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Scenarios from docs/rules.md (Napoleone), each at an exact position. */
final class NapoleoneScenarioTest {

    private static final NapoleoneGame GAME = new NapoleoneGame();

    /** The top five spades: the caller leads the ace and takes every trick. */
    private static final String STRONG = "AS KS QS JS 10S";
    /** Low hearts: the first lead makes hearts trumps, and seat 1's hearts beat them all. */
    private static final String WEAK = "2H 3H 4H 5H 6H";
    private static final String HIGH_HEARTS = "AH KH QH JH 10H";
    /** Cards for the other seats, with no spade and no heart. */
    private static final List<String> FILLERS = List.of(
            "2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD", "7C 8C 9C 10C JC", "QD KD AD QC KC");

    // ---------------------------------------------------------------- positions

    /** A match at an exact position: {@code dealer} has just dealt {@code hands} (seat order). */
    private static NapoleoneMatch given(int dealer, Map<String, String> options, int[] totals, int scoredHands,
                                        String... hands) {
        List<List<FrenchCard>> dealt = new ArrayList<>();
        for (String hand : hands) {
            dealt.add(Arrays.stream(hand.split(" ")).map(FrenchCard::parse).toList());
        }
        return NapoleoneMatch.arranged(GAME, GAME.resolveOptions(options), 7L, dealer, dealt, totals, scoredHands);
    }

    private static NapoleoneMatch given(int dealer, Map<String, String> options, String... hands) {
        return given(dealer, options, new int[hands.length], 0, hands);
    }

    /** Seat 0 holds {@code callerHand}, seat 1 the high hearts, the others fillers; seat 0 bids first. */
    private static NapoleoneMatch table(int seats, Map<String, String> options, String callerHand) {
        String[] hands = new String[seats];
        hands[0] = callerHand;
        hands[1] = HIGH_HEARTS;
        for (int s = 2; s < seats; s++) {
            hands[s] = FILLERS.get(s - 2);
        }
        return given(seats - 1, options, hands);
    }

    private static void apply(NapoleoneMatch match, String... codes) {
        for (String code : codes) {
            int seat = match.toAct();
            Outcome outcome = match.apply(seat, GAME.parseMove(code));
            assertThat(outcome.applied()).as("%s by seat %d: %s", code, seat, outcome).isTrue();
        }
    }

    /** Seat 0 bids the contract, everyone else passes. */
    private static void seatZeroCalls(NapoleoneMatch match, Contract contract) {
        apply(match, "b:" + contract.code());
        while (match.phase() == NapoleoneMatch.Phase.BIDDING) {
            apply(match, "b:pass");
        }
    }

    /** Every seat plays its highest legal card until the hand is scored. */
    private static void playHighestUntilScored(NapoleoneMatch match) {
        int scores = scoreEvents(match).size();
        while (scoreEvents(match).size() == scores) {
            List<NapoleoneMove> legal = match.legalMoves();
            NapoleoneMove highest = legal.stream()
                    .max((a, b) -> Integer.compare(strength(a), strength(b))).orElseThrow();
            assertThat(match.apply(match.toAct(), highest).applied()).isTrue();
        }
    }

    private static int strength(NapoleoneMove move) {
        return NapoleoneRules.strength(((NapoleoneMove.Play) move).card());
    }

    private static List<ScoreEvent> scoreEvents(NapoleoneMatch match) {
        return match.events().stream().filter(ScoreEvent.class::isInstance).map(ScoreEvent.class::cast).toList();
    }

    private static ScoreEvent lastScore(NapoleoneMatch match) {
        List<ScoreEvent> scores = scoreEvents(match);
        assertThat(scores).as("score events").isNotEmpty();
        return scores.get(scores.size() - 1);
    }

    private static NapoleoneEvents.HandScore lastHand(NapoleoneMatch match) {
        return (NapoleoneEvents.HandScore) lastScore(match).hand();
    }

    private static long count(NapoleoneMatch match, Class<? extends MatchEvent> type) {
        return match.events().stream().filter(type::isInstance).count();
    }

    private static Rejection rejection(Outcome outcome) {
        assertThat(outcome).isInstanceOf(Outcome.Rejected.class);
        return ((Outcome.Rejected) outcome).rejection();
    }

    private static List<String> codes(List<? extends Move> moves) {
        return moves.stream().map(Move::code).toList();
    }

    private static List<Integer> payment(int seats, int caller, int opponent) {
        List<Integer> points = new ArrayList<>();
        points.add(caller);
        for (int s = 1; s < seats; s++) {
            points.add(opponent);
        }
        return points;
    }

    // ---------------------------------------------------------------- payments

    static Stream<Arguments> everyContract() {
        return Stream.of(
                Arguments.of(Contract.DUE, 2),
                Arguments.of(Contract.TRE, 3),
                Arguments.of(Contract.MISERE, 3),
                Arguments.of(Contract.QUATTRO, 4),
                Arguments.of(Contract.NAPOLEONE, 5),
                Arguments.of(Contract.WELLINGTON, 10),
                Arguments.of(Contract.BLUCHER, 20));
    }

    @Nested
    @DisplayName("Payments")
    final class Payments {

        @ParameterizedTest(name = "{0} made with 4 players: caller +{1}x3, each opponent -{1}")
        @MethodSource("dev.mazziere.games.napoleone.NapoleoneScenarioTest#everyContract")
        @DisplayName("A contract made with 4 players pays the caller three times its value, as the seed's table says")
        void madeWithFour(Contract contract, int value) {
            // given: the caller holds a hand that makes the contract
            NapoleoneMatch match = table(4, Map.of("overcalls", "free"), contract.isMisere() ? WEAK : STRONG);

            // when
            seatZeroCalls(match, contract);
            playHighestUntilScored(match);

            // then: Due 6/2, Tre 9/3, Misère 9/3, Quattro 12/4, Napoleone 15/5, Wellington 30/10, Blücher 60/20
            assertThat(lastHand(match).made()).isTrue();
            assertThat(lastScore(match).points()).isEqualTo(payment(4, 3 * value, -value));
            assertThat(match.totals()).isEqualTo(payment(4, 3 * value, -value));
        }

        @ParameterizedTest(name = "{0} broken with 4 players: caller -{1}x3, each opponent +{1}")
        @MethodSource("dev.mazziere.games.napoleone.NapoleoneScenarioTest#everyContract")
        @DisplayName("A contract broken with 4 players costs the caller three times its value and pays each opponent")
        void brokenWithFour(Contract contract, int value) {
            // given: the caller holds a hand that cannot make it (Misère: a hand that must take a trick)
            NapoleoneMatch match = table(4, Map.of("overcalls", "free"), contract.isMisere() ? STRONG : WEAK);

            // when
            seatZeroCalls(match, contract);
            playHighestUntilScored(match);

            // then
            assertThat(lastHand(match).made()).isFalse();
            assertThat(lastScore(match).points()).isEqualTo(payment(4, -3 * value, value));
        }

        @ParameterizedTest(name = "{0} with 3 and 5 players: the caller's share is the value times the opponents")
        @MethodSource("dev.mazziere.games.napoleone.NapoleoneScenarioTest#everyContract")
        @DisplayName("With 3 and 5 players the caller's share is multiplied by the number of opponents, not by 3")
        void threeAndFivePlayers(Contract contract, int value) {
            for (int seats : new int[] {3, 5}) {
                // given
                NapoleoneMatch made = table(seats, Map.of("overcalls", "free"), contract.isMisere() ? WEAK : STRONG);
                NapoleoneMatch broken = table(seats, Map.of("overcalls", "free"), contract.isMisere() ? STRONG : WEAK);

                // when
                seatZeroCalls(made, contract);
                playHighestUntilScored(made);
                seatZeroCalls(broken, contract);
                playHighestUntilScored(broken);

                // then
                assertThat(made.totals()).as("%d players, made", seats)
                        .isEqualTo(payment(seats, (seats - 1) * value, -value));
                assertThat(broken.totals()).as("%d players, broken", seats)
                        .isEqualTo(payment(seats, -(seats - 1) * value, value));
                assertThat(made.totals().stream().mapToInt(Integer::intValue).sum()).isZero();
            }
        }

        @Test
        @DisplayName("With misereValue 4 a Misère pays 12 and 4 with 4 players")
        void misereValueFour() {
            // given
            NapoleoneMatch match = table(4, Map.of("misereValue", "4"), WEAK);

            // when
            seatZeroCalls(match, Contract.MISERE);
            playHighestUntilScored(match);

            // then
            assertThat(match.totals()).containsExactly(12, -4, -4, -4);
        }

        @Test
        @DisplayName("The score event names caller, contract, trump, the caller's tricks and whether it was made")
        void scoreEventShape() {
            // given
            NapoleoneMatch match = table(4, Map.of(), STRONG);

            // when: a Tre is made at the third trick
            seatZeroCalls(match, Contract.TRE);
            playHighestUntilScored(match);

            // then
            assertThat(Json.line(lastScore(match))).isEqualTo("{\"type\":\"score\",\"hand\":{\"caller\":0,"
                    + "\"contract\":\"3\",\"trump\":\"S\",\"tricks\":3,\"made\":true},"
                    + "\"points\":[9,-3,-3,-3],\"totals\":[9,-3,-3,-3]}");
        }
    }

    // ---------------------------------------------------------------- the early end

    @Test
    @DisplayName("A contract of four is broken as soon as the defenders have two tricks, and the hand stops there")
    void quattroBrokenAfterTwoDefenderTricks() {
        // given: the seed's example, the caller bids four with hearts that seat 1 beats
        NapoleoneMatch match = table(4, Map.of(), WEAK);
        seatZeroCalls(match, Contract.QUATTRO);

        // when: two tricks
        apply(match, "p:6H", "p:AH", "p:2D", "p:2C");
        assertThat(scoreEvents(match)).as("after one defender trick the caller can still take four").isEmpty();
        apply(match, "p:KH", "p:3D", "p:3C", "p:5H");

        // then: no third trick is played; a new hand is dealt by the next dealer
        assertThat(lastHand(match)).isEqualTo(new NapoleoneEvents.HandScore(0, "4", "H", 0, false));
        assertThat(count(match, TrickEvents.Trick.class)).isEqualTo(2);
        assertThat(lastScore(match).points()).containsExactly(-12, 4, 4, 4);
        List<MatchEvent> events = match.events();
        assertThat(events.get(events.size() - 1)).isInstanceOfSatisfying(DealEvent.class,
                deal -> assertThat(deal.dealer()).isEqualTo(0));
        assertThat(match.phase()).isEqualTo(NapoleoneMatch.Phase.BIDDING);
        assertThat(match.toAct()).isEqualTo(1);
    }

    @Test
    @DisplayName("A Due stops as soon as the caller takes the second trick")
    void dueMadeAfterTwoTricks() {
        // given
        NapoleoneMatch match = table(4, Map.of(), STRONG);
        seatZeroCalls(match, Contract.DUE);

        // when
        apply(match, "p:AS", "p:AH", "p:2D", "p:2C", "p:KS", "p:KH", "p:3D", "p:3C");

        // then
        assertThat(lastHand(match)).isEqualTo(new NapoleoneEvents.HandScore(0, "2", "S", 2, true));
        assertThat(count(match, TrickEvents.Trick.class)).isEqualTo(2);
    }

    // ---------------------------------------------------------------- bidding

    @Nested
    @DisplayName("Bidding")
    final class Bidding {

        @Test
        @DisplayName("Under strict overcalls a Wellington over a Tre is refused and the bidding stays as it was")
        void strictRefusesWellingtonNotOverNapoleone() {
            // given: seat 0 bid Tre
            NapoleoneMatch match = table(4, Map.of(), STRONG);
            apply(match, "b:3");
            NapoleoneMatch before = match.copy();

            // when
            Outcome outcome = match.apply(1, GAME.parseMove("b:wellington"));

            // then
            assertThat(rejection(outcome)).isEqualTo(Rejection.of("napoleone.overcallNotAllowed", "wellington", "nap"));
            assertThat(match).isEqualTo(before);
            assertThat(codes(match.legalMoves())).containsExactly("b:pass", "b:misere", "b:4", "b:nap");
        }

        @Test
        @DisplayName("Under strict overcalls Wellington is offered only over a Napoleone and Blücher only over a Wellington")
        void strictLadder() {
            // given
            NapoleoneMatch match = table(4, Map.of(), STRONG);

            // when / then
            assertThat(codes(match.legalMoves())).containsExactly("b:pass", "b:2", "b:3", "b:misere", "b:4", "b:nap");
            apply(match, "b:nap");
            assertThat(codes(match.legalMoves())).containsExactly("b:pass", "b:wellington");
            assertThat(rejection(match.apply(1, GAME.parseMove("b:blucher"))))
                    .isEqualTo(Rejection.of("napoleone.overcallNotAllowed", "blucher", "wellington"));
            apply(match, "b:wellington");
            assertThat(codes(match.legalMoves())).containsExactly("b:pass", "b:blucher");
            apply(match, "b:blucher");

            // then: nothing can be bid over a Blücher, so the bidding is over and its bidder leads
            assertThat(match.phase()).isEqualTo(NapoleoneMatch.Phase.PLAYING);
            assertThat(match.toAct()).isEqualTo(2);
            assertThat(match.view(0).contract()).isEqualTo(Contract.BLUCHER);
        }

        @Test
        @DisplayName("Under free overcalls a Wellington over a Tre is accepted")
        void freeAcceptsWellington() {
            // given
            NapoleoneMatch match = table(4, Map.of("overcalls", "free"), STRONG);
            apply(match, "b:3");

            // when
            Outcome outcome = match.apply(1, GAME.parseMove("b:wellington"));

            // then
            assertThat(outcome.applied()).isTrue();
            assertThat(codes(match.legalMoves())).containsExactly("b:pass", "b:blucher");
        }

        @Test
        @DisplayName("A bid not above the highest so far is refused with bidTooLow")
        void bidTooLow() {
            // given
            NapoleoneMatch match = table(4, Map.of(), STRONG);
            apply(match, "b:misere");
            NapoleoneMatch before = match.copy();

            // when
            Outcome same = match.apply(1, GAME.parseMove("b:misere"));
            Outcome lower = match.apply(1, GAME.parseMove("b:3"));

            // then
            assertThat(rejection(same)).isEqualTo(Rejection.of("napoleone.bidTooLow", "misere", "misere"));
            assertThat(rejection(lower)).isEqualTo(Rejection.of("napoleone.bidTooLow", "3", "misere"));
            assertThat(match).isEqualTo(before);
        }

        @Test
        @DisplayName("The highest bidder is the caller and leads, whoever spoke after")
        void highestBidderLeads() {
            // given
            NapoleoneMatch match = table(4, Map.of(), STRONG);

            // when
            apply(match, "b:pass", "b:2", "b:3", "b:pass");

            // then
            assertThat(match.phase()).isEqualTo(NapoleoneMatch.Phase.PLAYING);
            assertThat(match.toAct()).isEqualTo(2);
            assertThat(match.view(1).caller()).isEqualTo(2);
            assertThat(match.view(1).contract()).isEqualTo(Contract.TRE);
            assertThat(Json.line(match.events().get(2))).isEqualTo("{\"type\":\"bid\",\"seat\":1,\"bid\":\"2\"}");
        }

        @Test
        @DisplayName("A card before the bidding is over and a bid after it are refused")
        void wrongPhase() {
            // given
            NapoleoneMatch match = table(4, Map.of(), STRONG);

            // when / then
            assertThat(rejection(match.apply(0, GAME.parseMove("p:AS"))).code()).isEqualTo("napoleone.stillBidding");
            seatZeroCalls(match, Contract.DUE);
            assertThat(rejection(match.apply(0, GAME.parseMove("b:3"))).code()).isEqualTo("napoleone.notYourBid");
            assertThat(rejection(match.apply(0, GAME.parseMove("b:pass"))).code()).isEqualTo("napoleone.notYourBid");
        }

        @Test
        @DisplayName("When everyone passes the cards are thrown in and the next dealer deals, the hand not counted")
        void allPassRedeal() {
            // given: seat 3 dealt
            NapoleoneMatch match = table(4, Map.of("end", "hands", "hands", "5"), STRONG);

            // when
            apply(match, "b:pass", "b:pass", "b:pass", "b:pass");

            // then: a redeal event, then seat 0 deals and seat 1 speaks first
            List<MatchEvent> events = match.events();
            assertThat(events.get(events.size() - 2)).isEqualTo(new NapoleoneEvents.Redeal());
            assertThat(Json.line(events.get(events.size() - 2))).isEqualTo("{\"type\":\"redeal\"}");
            assertThat(events.get(events.size() - 1)).isInstanceOfSatisfying(DealEvent.class,
                    deal -> assertThat(deal.dealer()).isZero());
            assertThat(match.toAct()).isEqualTo(1);
            assertThat(match.handNumber()).isEqualTo(1);
            assertThat(match.view(1).scoredHands()).isZero();
            assertThat(match.totals()).containsExactly(0, 0, 0, 0);
            assertThat(scoreEvents(match)).isEmpty();
        }
    }

    // ---------------------------------------------------------------- tricks

    @Nested
    @DisplayName("Tricks")
    final class Tricks {

        @Test
        @DisplayName("The first card sets trumps; a player holding the suit led must follow it")
        void mustFollowSuit() {
            // given: seat 0 called Due and led the ace of spades; seat 1 has no spade, seat 2 has one
            NapoleoneMatch match = given(3, Map.of(), "AS KH QH JH 10H", "2H 3H 4H 5H 6H", "2S 2D 3D 4D 5D",
                    "2C 3C 4C 5C 6C");
            seatZeroCalls(match, Contract.DUE);
            apply(match, "p:AS", "p:6H");
            NapoleoneMatch before = match.copy();

            // when
            Outcome outcome = match.apply(2, GAME.parseMove("p:5D"));
            Outcome notHeld = match.apply(2, GAME.parseMove("p:KS"));

            // then
            assertThat(match.view(0).trump()).isEqualTo(FrenchSuit.SPADES);
            assertThat(rejection(outcome)).isEqualTo(Rejection.of("napoleone.mustFollowSuit", "5D", "S"));
            assertThat(rejection(notHeld)).isEqualTo(Rejection.of("napoleone.notInHand", "KS"));
            assertThat(match).isEqualTo(before);
            assertThat(codes(match.legalMoves())).containsExactly("p:2S");
        }

        @Test
        @DisplayName("Without a trump in the trick the highest card of the suit led takes it")
        void highestOfSuitLed() {
            // given: spades are trumps; seat 1 must follow with its only spade
            NapoleoneMatch match = given(3, Map.of(), "AS AH KD QD JD", "2S 3H 4H 5H 6H", "3S 2D 3D 4D 5D",
                    "2C 3C 4C 5C 6C");
            seatZeroCalls(match, Contract.TRE);
            apply(match, "p:AS", "p:2S", "p:3S", "p:2C");

            // when: hearts and then diamonds are led, and nobody has a trump left
            apply(match, "p:AH", "p:3H", "p:2D", "p:3C");
            apply(match, "p:KD", "p:4H", "p:3D", "p:4C");

            // then: the caller took all three and made Tre
            assertThat(lastHand(match)).isEqualTo(new NapoleoneEvents.HandScore(0, "3", "S", 3, true));
        }

        @Test
        @DisplayName("A player out of the suit led may trump, and even a low trump takes the trick over the king led")
        void trumpWins() {
            // given: the caller's 2 of hearts made hearts trumps; seat 1's ace took that trick
            NapoleoneMatch match = given(3, Map.of(), "2H AD KD QD JD", "AH 3H 2D 3D 4D", "5H 6H 7H 8H 2S",
                    "KH 2C 3C 4C 5C");
            seatZeroCalls(match, Contract.DUE);
            apply(match, "p:2H", "p:AH", "p:5H", "p:KH");
            apply(match, "p:2D", "p:2S", "p:2C", "p:AD");
            assertThat(match.toAct()).as("the ace of diamonds took the second trick").isZero();

            // when: the caller leads the king of diamonds and seat 2, out of diamonds, plays the 6 of hearts
            apply(match, "p:KD", "p:3D", "p:6H", "p:3C");

            // then
            List<TrickEvents.Trick<?>> tricks = match.events().stream()
                    .filter(TrickEvents.Trick.class::isInstance).<TrickEvents.Trick<?>>map(TrickEvents.Trick.class::cast)
                    .toList();
            assertThat(tricks.get(2)).isEqualTo(new TrickEvents.Trick<>(2,
                    Stream.of("KD", "3D", "6H", "3C").map(FrenchCard::parse).toList()));
            assertThat(match.toAct()).isEqualTo(2);
            assertThat(match.view(0).tricks()).containsExactly(1, 1, 1, 0);
        }
    }

    // ---------------------------------------------------------------- Misère

    @Nested
    @DisplayName("Misère")
    final class Misere {

        private static final String[] HANDS = {"2H 3H 4H 5H 6H", "AH 2C 3C 4C 5C", "7C 8C 9C 10C JC"};

        @Test
        @DisplayName("Without misereTrumps the first card sets no trumps, so the caller's discards never win")
        void withoutTrumps() {
            // given: 3 players, seat 0 calls Misère and leads the 2 of hearts
            NapoleoneMatch match = given(2, Map.of(), HANDS);
            seatZeroCalls(match, Contract.MISERE);
            apply(match, "p:2H", "p:AH", "p:7C");

            // when: clubs are led and the caller, out of clubs, throws hearts
            apply(match, "p:2C", "p:8C", "p:3H");
            apply(match, "p:9C", "p:4H", "p:3C");
            apply(match, "p:10C", "p:5H", "p:4C");
            apply(match, "p:JC", "p:6H", "p:5C");

            // then
            assertThat(lastHand(match)).isEqualTo(new NapoleoneEvents.HandScore(0, "misere", null, 0, true));
            assertThat(lastScore(match).points()).containsExactly(6, -3, -3);
        }

        @Test
        @DisplayName("With misereTrumps the first card sets trumps, and a forced trump takes a trick and breaks it")
        void withTrumps() {
            // given
            NapoleoneMatch match = given(2, Map.of("misereTrumps", "true"), HANDS);
            seatZeroCalls(match, Contract.MISERE);
            apply(match, "p:2H", "p:AH", "p:7C");
            assertThat(match.view(0).trump()).isEqualTo(FrenchSuit.HEARTS);

            // when: the caller, out of clubs, must play a heart, now a trump
            apply(match, "p:2C", "p:8C", "p:3H");

            // then
            assertThat(lastHand(match)).isEqualTo(new NapoleoneEvents.HandScore(0, "misere", "H", 1, false));
            assertThat(lastScore(match).points()).containsExactly(-6, 3, 3);
        }
    }

    // ---------------------------------------------------------------- the end of the match

    @Nested
    @DisplayName("End of the match")
    final class End {

        @Test
        @DisplayName("end=target: reaching the target at the end of a hand with the highest total wins")
        void targetReached() {
            // given: seat 0 at 54 of 60
            NapoleoneMatch match = given(2, Map.of(), new int[] {54, 0, -54}, 7, STRONG, HIGH_HEARTS, FILLERS.get(0));

            // when: a Tre is made, +6 with 3 players
            seatZeroCalls(match, Contract.TRE);
            playHighestUntilScored(match);

            // then
            assertThat(match.isOver()).isTrue();
            assertThat(match.result().winners()).containsExactly(0);
            assertThat(match.result().totals()).containsExactly(60, -3, -57);
            assertThat(match.legalMoves()).isEmpty();
        }

        @Test
        @DisplayName("end=target: equal highest totals at or over the target play another hand")
        void targetTiePlaysOn() {
            // given: seat 0 at 56, seat 1 at 62
            NapoleoneMatch match = given(2, Map.of(), new int[] {56, 62, -118}, 7, STRONG, HIGH_HEARTS,
                    FILLERS.get(0));

            // when: a Due is made: seat 0 +4, seat 1 -2, both on 60
            seatZeroCalls(match, Contract.DUE);
            playHighestUntilScored(match);

            // then
            assertThat(match.totals()).containsExactly(60, 60, -120);
            assertThat(match.isOver()).isFalse();
            assertThat(match.phase()).isEqualTo(NapoleoneMatch.Phase.BIDDING);
            assertThat(match.handNumber()).isEqualTo(9);
        }

        @Test
        @DisplayName("end=target: a seat over the target does not end the match before the hand is over")
        void targetCheckedAtTheEndOfAHand() {
            // given: seat 1 already at 70 (a hand in progress)
            NapoleoneMatch match = given(2, Map.of("target", "30"), new int[] {0, 70, -70}, 3, STRONG, HIGH_HEARTS,
                    FILLERS.get(0));

            // when: seat 0 bids; the hand is not over yet
            seatZeroCalls(match, Contract.NAPOLEONE);

            // then
            assertThat(match.isOver()).isFalse();
            playHighestUntilScored(match);
            assertThat(match.result().winners()).containsExactly(1);
            assertThat(match.result().totals()).containsExactly(10, 65, -75);
        }

        @Test
        @DisplayName("end=hands: after exactly N scored hands every seat with the highest total wins")
        void handsEndWithTie() {
            // given: 4 of 5 hands scored
            NapoleoneMatch match = given(2, Map.of("end", "hands", "hands", "5"), new int[] {10, 10, -20}, 4,
                    FILLERS.get(0), HIGH_HEARTS, WEAK);

            // when: seat 2 calls Due with low hearts and breaks it: -4 for it, +2 each for the others
            apply(match, "b:pass", "b:pass", "b:2");
            playHighestUntilScored(match);

            // then
            assertThat(match.isOver()).isTrue();
            assertThat(match.result().winners()).containsExactly(0, 1);
            assertThat(match.result().totals()).containsExactly(12, 12, -24);
        }

        @Test
        @DisplayName("end=hands: a throw-in is not a hand, and totals over 60 do not end the match early")
        void handsIgnoreThrowInsAndTarget() {
            // given: 4 of 5 hands scored, seat 0 far over 60
            NapoleoneMatch match = given(2, Map.of("end", "hands", "hands", "5"), new int[] {90, -45, -45}, 4,
                    STRONG, HIGH_HEARTS, FILLERS.get(0));

            // when
            apply(match, "b:pass", "b:pass", "b:pass");

            // then
            assertThat(match.isOver()).isFalse();
            assertThat(match.handNumber()).isEqualTo(5);
            assertThat(match.events().get(match.events().size() - 2)).isEqualTo(new NapoleoneEvents.Redeal());
        }
    }

    // ---------------------------------------------------------------- views

    @Test
    @DisplayName("A seat sees its own hand by suit with the ace high, and the public view sees no hand")
    void views() {
        // given
        NapoleoneMatch match = given(3, Map.of(), "KS AS 2S 9H AH", HIGH_HEARTS.replace("AH", "9S"),
                FILLERS.get(0), FILLERS.get(1));

        // when
        NapoleoneView own = match.view(0);

        // then
        assertThat(own.hand()).extracting(FrenchCard::code).containsExactly("2S", "KS", "AS", "9H", "AH");
        assertThat(match.publicView().hand()).isEmpty();
        assertThat(match.publicView().handSizes()).containsExactly(5, 5, 5, 5);
    }

    // ---------------------------------------------------------------- moves and options

    @Test
    @DisplayName("Move codes are short and parse back; bad codes are refused with the expected form")
    void moveCodes() {
        for (String code : List.of("b:pass", "b:2", "b:3", "b:misere", "b:4", "b:nap", "b:wellington", "b:blucher",
                "p:KH", "p:10S")) {
            assertThat(GAME.parseMove(code).code()).isEqualTo(code);
        }
        assertThat(GAME.parseMove("b:Blücher")).isEqualTo(NapoleoneMove.bid(Contract.BLUCHER));
        assertThat(GAME.parseMove("b:passo")).isEqualTo(NapoleoneMove.PASS);
        assertThatThrownBy(() -> GAME.parseMove("b:5"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("misere");
        assertThatThrownBy(() -> GAME.parseMove("KH"))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("p:KH");
    }

    @Test
    @DisplayName("The options default to strict overcalls, no Misère trumps, Misère 3, and a target of 60")
    void defaults() {
        Map<String, Object> expected = new LinkedHashMap<>();
        expected.put("overcalls", "strict");
        expected.put("misereTrumps", false);
        expected.put("misereValue", 3);
        expected.put("end", "target");
        expected.put("target", 60);
        expected.put("hands", 10);
        assertThat(GAME.defaultOptions().asMap()).containsExactlyEntriesOf(expected);
        assertThatThrownBy(() -> GAME.resolveOptions(Map.of("misereValue", "5")))
                .hasMessage("bad value '5' for option misereValue (allowed: 3, 4)");
    }
}
