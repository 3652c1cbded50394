package dev.mazziere.games.briscola;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Simulator;
import dev.mazziere.game.Json;
import dev.mazziere.game.Options;
import dev.mazziere.game.TranscriptReplay;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The transcripts {@code simulate} writes for every Briscola configuration (2, 3 and 4
 * players, every value of {@code games}, every level), read as a referee reads them:
 * from the JSON alone, each event checked against TRANSCRIPT.md and docs/rules.md with
 * the rules written out again here, not with the engine's code; and each replays.
 */
class BriscolaTranscriptTest {

    private static final String RANKS_HIGH_TO_LOW = "1 3 10 9 8 7 6 5 4 2";
    private static final Map<Integer, Integer> POINTS = Map.of(1, 11, 3, 10, 10, 4, 9, 3, 8, 2);

    @TestFactory
    @DisplayName("every configuration's simulated transcripts follow the rules, event by event, and replay")
    Stream<DynamicTest> everyConfiguration() {
        List<DynamicTest> tests = new ArrayList<>();
        BriscolaGame game = new BriscolaGame();
        for (int seats = 2; seats <= 4; seats++) {
            for (int games : new int[] {1, 2, 3, 5}) {
                int n = seats;
                Options options = game.resolveOptions(Map.of("games", String.valueOf(games)));
                tests.add(DynamicTest.dynamicTest(seats + " players, games " + games, () -> {
                    for (long seed = 1; seed <= 3; seed++) {
                        List<Level> levels = new ArrayList<>();
                        for (int s = 0; s < n; s++) {
                            levels.add(Level.values()[(int) ((s + seed) % 3)]);
                        }
                        String line = new Simulator(game, new BriscolaAi(), options, levels).transcript(seed).toJson();
                        referee(Json.mapper().readTree(line), n, games);
                        new TranscriptReplay(id -> game).replay(line);
                    }
                }));
            }
        }
        return tests.stream();
    }

    /** Checks one transcript against the rules texts. */
    private static void referee(JsonNode t, int seats, int games) {
        assertThat(t.path("game").asText()).isEqualTo("briscola");
        assertThat(t.path("options").path("games").asInt()).isEqualTo(games);
        for (JsonNode seat : t.path("seats")) {
            assertThat(seat.path("team").asInt()).isEqualTo(seats == 4 ? seat.path("seat").asInt() % 2 : seat.path("seat").asInt());
        }
        int sides = seats == 4 ? 2 : seats;
        int[] totals = new int[sides];
        Hand hand = null;
        int previousDealer = -1;
        for (JsonNode e : t.path("events")) {
            String type = e.path("type").asText();
            switch (type) {
                case "deal" -> {
                    assertThat(hand).as("a deal while a hand is played").isNull();
                    int dealer = e.path("dealer").asInt();
                    if (previousDealer >= 0) {
                        assertThat(dealer).as("the deal passes to the next seat").isEqualTo((previousDealer + 1) % seats);
                    }
                    previousDealer = dealer;
                    hand = new Hand(seats, dealer, e);
                }
                case "play" -> hand.play(e.path("seat").asInt(), e.path("card").asText());
                case "trick" -> hand.trick(e.path("winner").asInt(), e.path("cards"));
                case "draw" -> hand.draw(e.path("seat").asInt(), e.path("card").asText());
                case "score" -> {
                    int[] cardPoints = hand.score();
                    int[] perSide = new int[sides];
                    for (int s = 0; s < seats; s++) {
                        perSide[seats == 4 ? s % 2 : s] += cardPoints[s];
                    }
                    assertThat(ints(e.path("hand").path("cardPoints"))).containsExactly(box(perSide));
                    int max = 0;
                    for (int p : perSide) {
                        max = Math.max(max, p);
                    }
                    int atMax = 0;
                    for (int p : perSide) {
                        atMax += p == max ? 1 : 0;
                    }
                    for (int side = 0; side < sides; side++) {
                        int point = atMax == 1 && perSide[side] == max ? 1 : 0;
                        assertThat(e.path("points").get(side).asInt()).as("points of side %d", side).isEqualTo(point);
                        totals[side] += point;
                    }
                    assertThat(ints(e.path("totals"))).containsExactly(box(totals));
                    hand = null;
                }
                default -> throw new AssertionError("an event Briscola does not have: " + e);
            }
        }
        assertThat(hand).as("the transcript ends with a score").isNull();
        List<Integer> winners = ints(t.path("result").path("winners"));
        assertThat(winners).hasSize(1);
        assertThat(totals[winners.get(0)]).isEqualTo(games);
        for (int side = 0; side < sides; side++) {
            assertThat(totals[side]).isLessThanOrEqualTo(games);
        }
        assertThat(ints(t.path("result").path("totals"))).containsExactly(box(totals));
    }

    /** One hand as the referee follows it: who holds what, the trick, the stock left, what each seat took. */
    private static final class Hand {
        final int seats;
        final List<Set<String>> held = new ArrayList<>();
        final List<String> trick = new ArrayList<>();
        final List<Integer> trickSeats = new ArrayList<>();
        final int[] taken;
        final String faceUp;
        final char trump;
        int stock;
        int toAct;
        int drawsDue;
        int nextDrawer;

        Hand(int seats, int dealer, JsonNode deal) {
            this.seats = seats;
            this.taken = new int[seats];
            Set<String> all = new HashSet<>();
            assertThat(deal.path("hands")).hasSize(seats);
            for (JsonNode h : deal.path("hands")) {
                assertThat(h).as("three cards each").hasSize(3);
                Set<String> cards = new HashSet<>();
                h.forEach(c -> cards.add(c.asText()));
                held.add(cards);
                all.addAll(cards);
            }
            assertThat(deal.path("table")).as("one card face up").hasSize(1);
            this.faceUp = deal.path("table").get(0).asText();
            this.trump = faceUp.charAt(faceUp.length() - 1);
            all.add(faceUp);
            assertThat(all).as("no card dealt twice").hasSize(3 * seats + 1);
            if (seats == 3) {
                assertThat(all).doesNotContain("2C");
            }
            int deck = seats == 3 ? 39 : 40;
            this.stock = deck - 3 * seats;
            this.toAct = (dealer + 1) % seats;
        }

        void play(int seat, String card) {
            assertThat(drawsDue).as("a play while draws are due").isZero();
            assertThat(seat).as("the seat to play").isEqualTo(toAct);
            assertThat(held.get(seat)).as("seat %d holds %s", seat, card).contains(card);
            held.get(seat).remove(card);
            trick.add(card);
            trickSeats.add(seat);
            toAct = (seat + 1) % seats;
        }

        void trick(int winner, JsonNode cards) {
            assertThat(trick).as("every seat played").hasSize(seats);
            assertThat(cards).hasSize(seats);
            for (int i = 0; i < seats; i++) {
                assertThat(cards.get(i).asText()).isEqualTo(trick.get(i));
            }
            int best = 0;
            for (int i = 1; i < seats; i++) {
                if (beats(trick.get(i), trick.get(best))) {
                    best = i;
                }
            }
            assertThat(winner).as("the taker of %s, briscola %s", trick, trump).isEqualTo(trickSeats.get(best));
            for (String c : trick) {
                taken[winner] += points(c);
            }
            trick.clear();
            trickSeats.clear();
            toAct = winner;
            drawsDue = stock > 0 ? seats : 0;
            nextDrawer = winner;
        }

        void draw(int seat, String card) {
            assertThat(drawsDue).as("a draw after a trick while the stock has cards").isPositive();
            assertThat(seat).as("the winner draws first, then in playing order").isEqualTo(nextDrawer);
            stock--;
            drawsDue--;
            nextDrawer = (seat + 1) % seats;
            if (stock == 0) {
                assertThat(card).as("the last card drawn is the face-up briscola").isEqualTo(faceUp);
            } else {
                assertThat(card).isNotEqualTo(faceUp);
            }
            assertThat(held.get(seat)).doesNotContain(card);
            held.get(seat).add(card);
        }

        int[] score() {
            assertThat(stock).as("the stock is drawn out").isZero();
            assertThat(held).as("every card played").allSatisfy(h -> assertThat(h).isEmpty());
            int sum = 0;
            for (int p : taken) {
                sum += p;
            }
            assertThat(sum).isEqualTo(120);
            return taken;
        }

        private boolean beats(String card, String winning) {
            char suit = card.charAt(card.length() - 1);
            char winningSuit = winning.charAt(winning.length() - 1);
            if (suit == winningSuit) {
                return rank(card) < rank(winning);
            }
            return suit == trump;
        }

        /** The place in the order, 0 for the Asso. */
        private static int rank(String card) {
            return List.of(RANKS_HIGH_TO_LOW.split(" ")).indexOf(card.substring(0, card.length() - 1));
        }

        private static int points(String card) {
            return POINTS.getOrDefault(Integer.parseInt(card.substring(0, card.length() - 1)), 0);
        }
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asInt()));
        return out;
    }

    private static Integer[] box(int[] values) {
        return java.util.Arrays.stream(values).boxed().toArray(Integer[]::new);
    }
}
