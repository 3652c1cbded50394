package dev.mazziere.games.chiamata;

import static dev.mazziere.games.chiamata.ChiamataScenarios.DEAL;
import static dev.mazziere.games.chiamata.ChiamataScenarios.GAME;
import static dev.mazziere.games.chiamata.ChiamataScenarios.arranged;
import static dev.mazziere.games.chiamata.ChiamataScenarios.bids;
import static dev.mazziere.games.chiamata.ChiamataScenarios.call;
import static dev.mazziere.games.chiamata.ChiamataScenarios.card;
import static dev.mazziere.games.chiamata.ChiamataScenarios.eventsOf;
import static dev.mazziere.games.chiamata.ChiamataScenarios.options;
import static dev.mazziere.games.chiamata.ChiamataScenarios.play;
import static dev.mazziere.games.chiamata.ChiamataScenarios.playOut;
import static dev.mazziere.games.chiamata.ChiamataScenarios.playScripted;
import static dev.mazziere.games.chiamata.ChiamataScenarios.rejection;
import static dev.mazziere.games.chiamata.ChiamataScenarios.zeros;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.SetupException;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Briscola chiamata played move by move, each test a sentence of docs/rules.md (Briscola chiamata). */
class ChiamataPlayTest {

    @Nested
    @DisplayName("The deal")
    class Deal {

        @Test
        @DisplayName("five players only: four or six are refused with the allowed count")
        void fiveOnly() {
            assertThatThrownBy(() -> GAME.newMatch(GAME.defaultOptions(), 4, 1))
                    .isInstanceOfSatisfying(SetupException.class, e -> assertThat(e.code()).isEqualTo("seats.outOfRange"))
                    .hasMessage("chiamata is played by 5 players, not 4");
            assertThatThrownBy(() -> GAME.newMatch(GAME.defaultOptions(), 6, 1)).isInstanceOf(SetupException.class);
        }

        @Test
        @DisplayName("all 40 cards, eight each, four at a time from the seat after the dealer; no card face up, no stock")
        void theWholeDeck() {
            ChiamataMatch match = (ChiamataMatch) GAME.newMatch(GAME.defaultOptions(), 5, 11);

            DealEvent deal = eventsOf(match, DealEvent.class).get(0);
            Set<ItalianCard> all = new HashSet<>();
            deal.hands().forEach(h -> h.forEach(c -> all.add((ItalianCard) c)));

            assertThat(deal.hands()).hasSize(5).allSatisfy(h -> assertThat(h).hasSize(8));
            assertThat(all).hasSize(40);
            assertThat(deal.table()).isNull();
            assertThat(Json.line(deal)).doesNotContain("table");
            assertThat(match.toAct()).isEqualTo((deal.dealer() + 1) % 5);
            assertThat(match.phase()).isEqualTo(ChiamataMatch.Phase.AUCTION);
        }
    }

    @Nested
    @DisplayName("The auction")
    class Auction {

        @Test
        @DisplayName("from the seat after the dealer, each bid higher than the last: Asso, Tre, Re ... and a lower one is refused")
        void bidsClimb() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            assertThat(match.toAct()).isZero();
            bids(match, "1 3 10");

            assertThat(rejection(match.apply(3, ChiamataMove.bid(Contract.ofRank(3)))).code())
                    .isEqualTo("chiamata.bidTooLow");
            assertThat(rejection(match.apply(3, ChiamataMove.bid(Contract.ofRank(10)))).args()).containsExactly("10", "10");
            assertThat(match.legalMoves()).first().isEqualTo(ChiamataMove.pass());
            assertThat(match.legalMoves()).hasSize(1 + Contract.LEVELS - 3);
            assertThat(match.view(3).highest()).isEqualTo(Contract.ofRank(10));
            assertThat(match.view(3).bidder()).isEqualTo(2);
        }

        @Test
        @DisplayName("any higher bid may be made, jumps included, up to the 2 at 120, over which one can only pass")
        void jumps() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "1 2:80");

            assertThat(match.view(2).highest()).isEqualTo(Contract.ofPoints(80));
            assertThat(match.legalMoves()).contains(ChiamataMove.bid(Contract.ofPoints(81)))
                    .doesNotContain(ChiamataMove.bid(Contract.ofPoints(80)), ChiamataMove.bid(Contract.ofRank(2)));
            bids(match, "2:120");
            assertThat(match.legalMoves()).containsExactly(ChiamataMove.pass());
        }

        @Test
        @DisplayName("a pass is final: the seats that passed are skipped, and the last one left who has bid is the caller")
        void aPassIsFinal() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "1 pass 3 pass pass");

            // seat 0 is asked again, seats 1, 3 and 4 are skipped
            assertThat(match.toAct()).isZero();
            bids(match, "10");
            assertThat(match.toAct()).isEqualTo(2);
            bids(match, "pass");

            assertThat(match.phase()).isEqualTo(ChiamataMatch.Phase.CALL);
            assertThat(match.toAct()).isZero();
            assertThat(match.view(0).caller()).isZero();
            assertThat(eventsOf(match, ChiamataEvents.Bid.class)).extracting(ChiamataEvents.Bid::bid)
                    .containsExactly("1", "pass", "3", "pass", "pass", "10", "pass");
        }

        @Test
        @DisplayName("when the first four pass, the last may still bid, and is the caller at once")
        void theLastMayStillBid() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "pass pass pass pass 2:70");

            assertThat(match.phase()).isEqualTo(ChiamataMatch.Phase.CALL);
            assertThat(match.view(4).caller()).isEqualTo(4);
            assertThat(match.legalMoves()).extracting(m -> ((ChiamataMove.Call) m).card())
                    .containsExactlyElementsOf(ChiamataScenarios.cards("2D 2C 2S 2B"));
        }

        @Test
        @DisplayName("if all five pass the cards are thrown in: no score, the next dealer deals, and the hand keeps its number")
        void allPass() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "pass pass pass pass pass");

            List<MatchEvent> events = match.events();
            assertThat(events.get(events.size() - 2).type()).isEqualTo("redeal");
            assertThat(eventsOf(match, DealEvent.class)).extracting(DealEvent::dealer).containsExactly(4, 0);
            assertThat(eventsOf(match, ScoreEvent.class)).isEmpty();
            assertThat(match.handNumber()).isEqualTo(1);
            assertThat(match.toAct()).isEqualTo(1);
            assertThat(match.view(1).bids()).isEmpty();
        }

        @Test
        @DisplayName("a bid event writes the rank as in card codes, and the 2 with points with its points")
        void bidEvents() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "9 pass 2:75");

            assertThat(eventsOf(match, ChiamataEvents.Bid.class).stream().map(Json::line))
                    .containsExactly("{\"type\":\"bid\",\"seat\":0,\"bid\":\"9\"}",
                            "{\"type\":\"bid\",\"seat\":1,\"bid\":\"pass\"}",
                            "{\"type\":\"bid\",\"seat\":2,\"bid\":\"2\",\"points\":75}");
        }
    }

    @Nested
    @DisplayName("The call")
    class Call {

        @Test
        @DisplayName("the caller names a card of the winning rank: its suit is briscola, and only then may cards be played")
        void aCardOfTheRank() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");

            assertThat(rejection(match.apply(0, ChiamataMove.call(card("9D")))).code()).isEqualTo("chiamata.wrongRank");
            assertThat(rejection(match.apply(0, ChiamataMove.play(card("1D")))).code()).isEqualTo("chiamata.callFirst");
            assertThat(rejection(match.apply(0, ChiamataMove.pass())).code()).isEqualTo("chiamata.auctionOver");
            call(match, "8D");

            assertThat(eventsOf(match, ChiamataEvents.Call.class)).singleElement()
                    .satisfies(c -> assertThat(Json.line(c)).isEqualTo("{\"type\":\"call\",\"seat\":0,\"card\":\"8D\"}"));
            assertThat(match.publicView().trump()).isEqualTo(card("8D").suit());
            assertThat(match.publicView().called()).isEqualTo(card("8D"));
            assertThat(match.phase()).isEqualTo(ChiamataMatch.Phase.PLAY);
            assertThat(rejection(match.apply(0, ChiamataMove.call(card("8C")))).code()).isEqualTo("chiamata.alreadyCalled");
        }

        @Test
        @DisplayName("after a points bid the caller calls a 2")
        void aPointsBidCallsATwo() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "2:65 pass pass pass pass");

            assertThat(match.legalMoves()).containsExactly(ChiamataMove.call(card("2D")), ChiamataMove.call(card("2C")),
                    ChiamataMove.call(card("2S")), ChiamataMove.call(card("2B")));
        }

        @Test
        @DisplayName("the called card's suit is briscola: the smallest denari takes an Asso of another suit")
        void theCalledSuitTrumps() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");

            play(match, "1C 2C 2D 5S 6B");

            assertThat(eventsOf(match, TrickEvents.Trick.class).get(0).winner()).isEqualTo(2);
            assertThat(match.toAct()).isEqualTo(2);
        }

        @Test
        @DisplayName("lead=first: the seat after the dealer leads the first trick; lead=caller: the caller does")
        void whoLeads() {
            ChiamataMatch first = arranged(GAME.defaultOptions());
            bids(first, "pass pass 8 pass pass");
            call(first, "8C");
            ChiamataMatch caller = arranged(options("lead", "caller"));
            bids(caller, "pass pass 8 pass pass");
            call(caller, "8C");

            assertThat(first.toAct()).isZero();
            assertThat(caller.toAct()).isEqualTo(2);
        }
    }

    @Nested
    @DisplayName("The partner")
    class Partner {

        @Test
        @DisplayName("is secret until the called card is played, then a partner event names its player, before the trick")
        void revealedWhenPlayed() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            for (int s = 0; s < 5; s++) {
                assertThat(match.view(s).partner()).as("seat %d", s).isEqualTo(s == 2 ? 2 : -1);
            }
            assertThat(match.publicView().partner()).isEqualTo(-1);

            play(match, "1D 2C 10C 5S 6B 3D 4C 8D");

            List<MatchEvent> events = match.events();
            assertThat(events.get(events.size() - 2)).isInstanceOf(TrickEvents.Play.class);
            assertThat(Json.line(events.get(events.size() - 1))).isEqualTo("{\"type\":\"partner\",\"seat\":2}");
            assertThat(match.publicView().partner()).isEqualTo(2);
            assertThat(match.publicView().revealed()).isTrue();
        }

        @Test
        @DisplayName("a caller may call a card of its own: it plays alone, and the partner event names the caller itself")
        void alone() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "1 pass pass pass pass");
            call(match, "1D");

            assertThat(match.view(0).alone()).isTrue();
            assertThat(match.view(2).partner()).isEqualTo(-1);
            play(match, "1D");
            assertThat(eventsOf(match, ChiamataEvents.Partner.class)).extracting(ChiamataEvents.Partner::seat)
                    .containsExactly(0);
        }
    }

    @Nested
    @DisplayName("The score")
    class Score {

        @Test
        @DisplayName("a side taking all 120 makes cappotto: every score of the hand is doubled, caller +4, partner +2, others -2")
        void cappottoDoubles() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            playScripted(match, DEAL);

            ScoreEvent score = eventsOf(match, ScoreEvent.class).get(0);
            assertThat(Json.line(score.hand())).isEqualTo("{\"caller\":0,\"called\":\"8D\",\"partner\":2,\"needed\":61,"
                    + "\"cardPoints\":[43,0,77,0,0],\"made\":true,\"cappotto\":true}");
            assertThat(score.points()).containsExactly(4, -2, 2, -2, -2);
            assertThat(score.totals()).containsExactly(4, -2, 2, -2, -2);
        }

        @Test
        @DisplayName("with cappotto off the same hand scores plainly: caller +2, partner +1, each of the three others -1")
        void cappottoOff() {
            ChiamataMatch match = arranged(options("cappotto", "off"));
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            playScripted(match, DEAL);

            ScoreEvent score = eventsOf(match, ScoreEvent.class).get(0);
            assertThat(((ChiamataEvents.HandScore) score.hand()).cappotto()).isTrue();
            assertThat(score.points()).containsExactly(2, -1, 1, -1, -1);
        }

        @Test
        @DisplayName("a caller alone who fails: -4, and each of the four others +1")
        void aloneFails() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "1 pass pass pass pass");
            call(match, "1D");
            playScripted(match, DEAL);

            ScoreEvent score = eventsOf(match, ScoreEvent.class).get(0);
            ChiamataEvents.HandScore hand = (ChiamataEvents.HandScore) score.hand();
            assertThat(hand.partner()).isZero();
            assertThat(hand.sidePoints()).isEqualTo(43);
            assertThat(hand.made()).isFalse();
            assertThat(score.points()).containsExactly(-4, 1, 1, 1, 1);
        }

        @Test
        @DisplayName("a points bid needs its points: 2 a 120 is made only by cappotto")
        void pointsNeeded() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "2:120 pass pass pass pass");
            call(match, "2D");
            playScripted(match, DEAL);

            ChiamataEvents.HandScore hand = (ChiamataEvents.HandScore) eventsOf(match, ScoreEvent.class).get(0).hand();
            assertThat(hand.needed()).isEqualTo(120);
            assertThat(hand.made()).isTrue();
        }

        @Test
        @DisplayName("every hand's scores sum to 0, made or failed, alone or not, doubled or not")
        void zeroSum() {
            for (int caller = 0; caller < 5; caller++) {
                for (int partner = 0; partner < 5; partner++) {
                    for (boolean made : new boolean[] {true, false}) {
                        for (boolean doubled : new boolean[] {true, false}) {
                            assertThat(ChiamataRules.payments(caller, partner, made, doubled).stream()
                                    .mapToInt(Integer::intValue).sum()).isZero();
                        }
                    }
                }
            }
        }
    }

    @Nested
    @DisplayName("The end of the match")
    class End {

        @Test
        @DisplayName("end=hands: exactly that many scored hands, throw-ins not counted; every seat with the highest total wins")
        void byHands() {
            ChiamataMatch match = arranged(options("hands", "5"), DEAL, List.of(3, 3, 0, -3, -3), 4);
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            playScripted(match, DEAL);

            assertThat(match.isOver()).isTrue();
            assertThat(match.result().totals()).containsExactly(7, 1, 2, -5, -5);
            assertThat(match.result().winners()).containsExactly(0);
        }

        @Test
        @DisplayName("end=hands: a shared highest total after the last hand: both win")
        void sharedWin() {
            ChiamataMatch match = arranged(options("hands", "5"), DEAL, List.of(0, 4, 2, -3, -3), 4);
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            playScripted(match, DEAL);

            assertThat(match.result().totals()).containsExactly(4, 2, 4, -5, -5);
            assertThat(match.result().winners()).containsExactly(0, 2);
        }

        @Test
        @DisplayName("end=hands: before the last hand the match goes on, and the deal passes")
        void goesOn() {
            ChiamataMatch match = arranged(options("hands", "5"), DEAL, zeros(), 3);
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            playScripted(match, DEAL);

            assertThat(match.isOver()).isFalse();
            assertThat(match.handNumber()).isEqualTo(5);
            assertThat(eventsOf(match, DealEvent.class)).extracting(DealEvent::dealer).containsExactly(4, 0);
        }

        @Test
        @DisplayName("end=target: one seat alone at the highest total, at least the target, wins at the end of the hand")
        void byTarget() {
            ChiamataMatch match = arranged(options("end", "target", "target", "10"), DEAL, List.of(6, 0, 0, 0, 0), 9);
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            playScripted(match, DEAL);

            assertThat(match.result().winners()).containsExactly(0);
            assertThat(match.result().totals()).containsExactly(10, -2, 2, -2, -2);
        }

        @Test
        @DisplayName("end=target: a shared highest total at the target plays on; so does a highest below it")
        void targetShared() {
            ChiamataMatch shared = arranged(options("end", "target", "target", "5"), DEAL, List.of(1, 0, 3, 0, 0), 9);
            bids(shared, "8 pass pass pass pass");
            call(shared, "8D");
            playScripted(shared, DEAL);
            ChiamataMatch below = arranged(options("end", "target", "target", "10"), DEAL, zeros(), 30);
            bids(below, "8 pass pass pass pass");
            call(below, "8D");
            playScripted(below, DEAL);

            assertThat(shared.totals()).containsExactly(5, -2, 5, -2, -2);
            assertThat(shared.isOver()).isFalse();
            assertThat(below.isOver()).isFalse();
        }
    }

    @Nested
    @DisplayName("Moves and refusals")
    class Moves {

        @Test
        @DisplayName("every move has a short code that reads back: b:pass, b:9, b:2:75, c:3D, p:7B")
        void codes() {
            for (String code : List.of("b:pass", "b:1", "b:10", "b:2", "b:2:62", "b:2:120", "c:3D", "p:7B")) {
                assertThat(ChiamataMove.parse(code).code()).isEqualTo(code);
            }
            assertThat(ChiamataMove.parse("b:passo")).isEqualTo(ChiamataMove.pass());
            for (String bad : List.of("b:11", "b:2:61", "b:2:121", "b:3:70", "c:11D", "p:", "x:1D", "7D")) {
                assertThatThrownBy(() -> ChiamataMove.parse(bad)).as(bad).isInstanceOf(IllegalArgumentException.class);
            }
        }

        @Test
        @DisplayName("a card not in the hand, or a bid during the play, is refused and changes nothing")
        void refusals() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            assertThat(rejection(match.apply(0, ChiamataMove.play(card("1D")))).code()).isEqualTo("chiamata.stillBidding");
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            ChiamataMatch before = match.copy();

            assertThat(rejection(match.apply(0, ChiamataMove.play(card("2C")))).code()).isEqualTo("chiamata.notInHand");
            assertThat(rejection(match.apply(0, ChiamataMove.bid(Contract.ofRank(2)))).code())
                    .isEqualTo("chiamata.auctionOver");
            assertThat(match).isEqualTo(before);
        }

        @Test
        @DisplayName("playing on to the end of a seeded match takes hands, each dealt anew")
        void wholeMatch() {
            ChiamataMatch match = (ChiamataMatch) GAME.newMatch(options("hands", "5"), 5, 3);
            while (!match.isOver()) {
                playOut(match);
            }
            assertThat(eventsOf(match, ScoreEvent.class)).hasSize(5);
        }
    }
}
