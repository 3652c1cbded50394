package dev.mazziere.games.chiamata;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Simulator;
import dev.mazziere.game.Json;
import dev.mazziere.game.Options;
import dev.mazziere.game.TranscriptReplay;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The transcripts {@code simulate} writes for every Briscola chiamata configuration (each
 * value of {@code lead}, {@code cappotto}, {@code end} with each of its {@code hands} or
 * {@code target}; computer players of every level), read as a referee reads them: from
 * the JSON alone, each event checked against TRANSCRIPT.md and docs/rules.md with the
 * rules written out again here, not with the engine's code; and each replays.
 */
class ChiamataTranscriptTest {

    private static final List<String> LADDER = List.of("1", "3", "10", "9", "8", "7", "6", "5", "4", "2");
    private static final String STRENGTH_LOW_TO_HIGH = "2 4 5 6 7 8 9 10 3 1";
    private static final Map<Integer, Integer> POINTS = Map.of(1, 11, 3, 10, 10, 4, 9, 3, 8, 2);

    @TestFactory
    @DisplayName("every configuration's simulated transcripts follow the rules, event by event, and replay")
    Stream<DynamicTest> everyConfiguration() {
        List<DynamicTest> tests = new ArrayList<>();
        ChiamataGame game = new ChiamataGame();
        for (String lead : List.of("first", "caller")) {
            for (String cappotto : List.of("on", "off")) {
                for (String end : List.of("hands", "target")) {
                    for (int n : new int[] {5, 10, 15, 20}) {
                        Map<String, String> raw = new LinkedHashMap<>();
                        raw.put("lead", lead);
                        raw.put("cappotto", cappotto);
                        raw.put("end", end);
                        raw.put(end, String.valueOf(n));
                        Options options = game.resolveOptions(raw);
                        tests.add(DynamicTest.dynamicTest(raw.toString(), () -> {
                            long seed = n + (lead.equals("caller") ? 100 : 0) + (cappotto.equals("on") ? 10 : 0);
                            List<Level> levels = new ArrayList<>();
                            for (int s = 0; s < 5; s++) {
                                // Mostly medium and easy; one hard seat in a few configurations, for its own choices.
                                levels.add(s == 0 && n == 5 ? Level.HARD : s % 2 == 0 ? Level.MEDIUM : Level.EASY);
                            }
                            String line = new Simulator(game, new ChiamataAi(), options, levels).transcript(seed).toJson();
                            referee(Json.mapper().readTree(line), raw);
                            new TranscriptReplay(id -> game).replay(line);
                        }));
                    }
                }
            }
        }
        return tests.stream();
    }

    /** Checks one transcript against the rules texts. */
    private static void referee(JsonNode t, Map<String, String> raw) {
        assertThat(t.path("game").asText()).isEqualTo("chiamata");
        JsonNode options = t.path("options");
        assertThat(options.path("lead").asText()).isEqualTo(raw.get("lead"));
        assertThat(options.path("cappotto").asBoolean()).isEqualTo(raw.get("cappotto").equals("on"));
        assertThat(options.path("end").asText()).isEqualTo(raw.get("end"));
        assertThat(options.has("hands") && options.has("target")).isTrue();
        boolean callerLeads = raw.get("lead").equals("caller");
        boolean doubling = raw.get("cappotto").equals("on");
        boolean byHands = raw.get("end").equals("hands");
        int limit = Integer.parseInt(raw.get(raw.get("end")));
        assertThat(t.path("seats")).hasSize(5);
        for (JsonNode seat : t.path("seats")) {
            assertThat(seat.path("team").asInt()).isEqualTo(seat.path("seat").asInt());
        }
        int[] totals = new int[5];
        int scored = 0;
        int previousDealer = -1;
        Hand hand = null;
        for (JsonNode e : t.path("events")) {
            String type = e.path("type").asText();
            switch (type) {
                case "deal" -> {
                    assertThat(hand).as("a deal while a hand is on").isNull();
                    int dealer = e.path("dealer").asInt();
                    if (previousDealer >= 0) {
                        assertThat(dealer).as("the next seat deals").isEqualTo((previousDealer + 1) % 5);
                    }
                    previousDealer = dealer;
                    hand = new Hand(dealer, e, callerLeads);
                }
                case "bid" -> hand.bid(e);
                case "redeal" -> {
                    hand.redeal();
                    hand = null;
                }
                case "call" -> hand.call(e);
                case "play" -> hand.play(e);
                case "partner" -> hand.partner(e);
                case "trick" -> hand.trick(e);
                case "score" -> {
                    assertThat(byHands ? scored < limit : !over(totals, limit)).as("a hand after the end").isTrue();
                    int[] points = hand.score(e, doubling);
                    for (int s = 0; s < 5; s++) {
                        totals[s] += points[s];
                        assertThat(e.path("points").get(s).asInt()).as("points of seat %d", s).isEqualTo(points[s]);
                        assertThat(e.path("totals").get(s).asInt()).isEqualTo(totals[s]);
                    }
                    scored++;
                    hand = null;
                }
                default -> throw new AssertionError("an event Briscola chiamata does not have: " + e);
            }
        }
        assertThat(hand).as("the transcript ends with a score").isNull();
        if (byHands) {
            assertThat(scored).isEqualTo(limit);
        } else {
            assertThat(over(totals, limit)).as("one seat alone at the highest total, at least the target").isTrue();
        }
        int max = Integer.MIN_VALUE;
        for (int v : totals) {
            max = Math.max(max, v);
        }
        List<Integer> winners = new ArrayList<>();
        for (int s = 0; s < 5; s++) {
            if (totals[s] == max) {
                winners.add(s);
            }
        }
        assertThat(ints(t.path("result").path("winners"))).isEqualTo(winners);
        assertThat(ints(t.path("result").path("totals"))).containsExactly(box(totals));
    }

    private static boolean over(int[] totals, int target) {
        int max = Integer.MIN_VALUE;
        int atMax = 0;
        for (int v : totals) {
            if (v > max) {
                max = v;
                atMax = 1;
            } else if (v == max) {
                atMax++;
            }
        }
        return max >= target && atMax == 1;
    }

    /** One hand as the referee follows it. */
    private static final class Hand {
        final int dealer;
        final boolean callerLeads;
        final List<Set<String>> held = new ArrayList<>();
        final Map<String, Integer> dealtTo = new LinkedHashMap<>();
        final boolean[] passed = new boolean[5];
        final int[] taken = new int[5];
        final List<String> trick = new ArrayList<>();
        final List<Integer> trickSeats = new ArrayList<>();
        int toAct;
        int highest = -1;
        int bidder = -1;
        int caller = -1;
        String called;
        char trump;
        boolean calling;
        boolean playing;
        boolean partnerDue;
        int partnerSeen = -1;
        int tricks;

        Hand(int dealer, JsonNode deal, boolean callerLeads) {
            this.dealer = dealer;
            this.callerLeads = callerLeads;
            assertThat(deal.has("table")).as("no card face up").isFalse();
            assertThat(deal.path("hands")).hasSize(5);
            for (int s = 0; s < 5; s++) {
                JsonNode h = deal.path("hands").get(s);
                assertThat(h).as("eight cards each").hasSize(8);
                Set<String> cards = new HashSet<>();
                for (JsonNode c : h) {
                    cards.add(c.asText());
                    dealtTo.put(c.asText(), s);
                }
                held.add(cards);
            }
            assertThat(dealtTo).as("all 40 cards, once each").hasSize(40);
            this.toAct = (dealer + 1) % 5;
        }

        void bid(JsonNode e) {
            assertThat(calling || playing).as("a bid after the auction").isFalse();
            int seat = e.path("seat").asInt();
            assertThat(seat).as("the seat to bid").isEqualTo(toAct);
            assertThat(passed[seat]).as("a seat that passed bids again").isFalse();
            String bid = e.path("bid").asText();
            if (bid.equals("pass")) {
                assertThat(e.has("points")).isFalse();
                passed[seat] = true;
            } else {
                int level;
                if (e.has("points")) {
                    assertThat(bid).isEqualTo("2");
                    int points = e.path("points").asInt();
                    assertThat(points).isBetween(62, 120);
                    level = 10 + points - 62;
                } else {
                    level = LADDER.indexOf(bid);
                    assertThat(level).as("a rank as in card codes").isNotNegative();
                }
                assertThat(level).as("higher than the last bid").isGreaterThan(highest);
                highest = level;
                bidder = seat;
            }
            int passes = 0;
            for (boolean p : passed) {
                passes += p ? 1 : 0;
            }
            if (passes == 4 && bidder >= 0 && !passed[bidder]) {
                caller = bidder;
                calling = true;
                toAct = caller;
                return;
            }
            if (passes < 5) {
                do {
                    toAct = (toAct + 1) % 5;
                } while (passed[toAct]);
            }
        }

        void redeal() {
            for (boolean p : passed) {
                assertThat(p).as("a throw-in only when all five passed").isTrue();
            }
        }

        void call(JsonNode e) {
            assertThat(calling).as("the call right after the auction").isTrue();
            assertThat(e.path("seat").asInt()).isEqualTo(caller);
            called = e.path("card").asText();
            String rank = called.substring(0, called.length() - 1);
            assertThat(rank).as("a card of the winning rank").isEqualTo(highest >= 10 ? "2" : LADDER.get(highest));
            trump = called.charAt(called.length() - 1);
            calling = false;
            playing = true;
            toAct = callerLeads ? caller : (dealer + 1) % 5;
        }

        void play(JsonNode e) {
            assertThat(playing).isTrue();
            assertThat(partnerDue).as("the partner event right after the called card").isFalse();
            int seat = e.path("seat").asInt();
            String card = e.path("card").asText();
            assertThat(seat).as("the seat to play").isEqualTo(toAct);
            assertThat(held.get(seat)).as("seat %d holds %s", seat, card).contains(card);
            held.get(seat).remove(card);
            trick.add(card);
            trickSeats.add(seat);
            toAct = (seat + 1) % 5;
            partnerDue = card.equals(called);
        }

        void partner(JsonNode e) {
            assertThat(partnerDue).as("a partner event only right after the called card").isTrue();
            assertThat(e.path("seat").asInt()).isEqualTo(trickSeats.get(trickSeats.size() - 1));
            partnerSeen = e.path("seat").asInt();
            partnerDue = false;
        }

        void trick(JsonNode e) {
            assertThat(partnerDue).isFalse();
            assertThat(trick).hasSize(5);
            JsonNode cards = e.path("cards");
            for (int i = 0; i < 5; i++) {
                assertThat(cards.get(i).asText()).isEqualTo(trick.get(i));
            }
            int best = 0;
            for (int i = 1; i < 5; i++) {
                if (beats(trick.get(i), trick.get(best))) {
                    best = i;
                }
            }
            int winner = trickSeats.get(best);
            assertThat(e.path("winner").asInt()).as("the taker of %s, briscola %s", trick, trump).isEqualTo(winner);
            for (String c : trick) {
                taken[winner] += POINTS.getOrDefault(Integer.parseInt(c.substring(0, c.length() - 1)), 0);
            }
            trick.clear();
            trickSeats.clear();
            toAct = winner;
            tricks++;
        }

        int[] score(JsonNode e, boolean doubling) {
            assertThat(tricks).as("eight tricks").isEqualTo(8);
            int partner = dealtTo.get(called);
            assertThat(partnerSeen).as("the partner was revealed").isEqualTo(partner);
            JsonNode h = e.path("hand");
            assertThat(h.path("caller").asInt()).isEqualTo(caller);
            assertThat(h.path("called").asText()).isEqualTo(called);
            assertThat(h.path("partner").asInt()).as("the holder of the called card").isEqualTo(partner);
            int needed = highest >= 10 ? highest - 10 + 62 : 61;
            assertThat(h.path("needed").asInt()).isEqualTo(needed);
            assertThat(ints(h.path("cardPoints"))).containsExactly(box(taken));
            int side = taken[caller] + (partner == caller ? 0 : taken[partner]);
            boolean made = side >= needed;
            boolean cappotto = side == 120 || side == 0;
            assertThat(h.path("made").asBoolean()).isEqualTo(made);
            assertThat(h.path("cappotto").asBoolean()).isEqualTo(cappotto);
            int unit = (made ? 1 : -1) * (cappotto && doubling ? 2 : 1);
            int[] points = new int[5];
            for (int s = 0; s < 5; s++) {
                points[s] = s == caller ? (partner == caller ? 4 : 2) * unit : s == partner ? unit : -unit;
            }
            return points;
        }

        private boolean beats(String card, String winning) {
            char suit = card.charAt(card.length() - 1);
            if (suit == winning.charAt(winning.length() - 1)) {
                return strength(card) > strength(winning);
            }
            return suit == trump;
        }

        private static int strength(String card) {
            return List.of(STRENGTH_LOW_TO_HIGH.split(" ")).indexOf(card.substring(0, card.length() - 1));
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
