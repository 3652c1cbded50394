package dev.mazziere.games;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Feats;
import dev.mazziere.game.Json;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Each game's feats, counted from the saved reference playthroughs
 * ({@code src/test/resources/golden/}): the counts were read off the transcripts by hand
 * (and, for Scopa, agree with the hands' own score breakdowns).
 */
final class FeatsTest {

    private static final GameRegistry GAMES = GameRegistry.standard();

    @Test
    @DisplayName("Scopa for two: scope by who made them, settebelli by who took them, as the hands' scores count them")
    void scopaForTwo() {
        assertThat(count("scopa", "scopa/two-players-default.jsonl")).containsExactly(
                Map.of("scopa", 3, "settebello", 1), Map.of("scopa", 2, "settebello", 3));
    }

    @Test
    @DisplayName("Scopa for four: a napola counts for both partners, a settebello for the partner who took it")
    void scopaForFour() {
        assertThat(count("scopa", "scopa/four-players-napola-ties-each.jsonl")).containsExactly(
                Map.of("scopa", 1, "settebello", 1, "napola", 1), Map.of(),
                Map.of("settebello", 1, "napola", 1), Map.of("settebello", 1));
    }

    @Test
    @DisplayName("Scopone: settebelli taken in the last sweep count for the sweeper")
    void scopone() {
        assertThat(count("scopa", "scopa/scopone-scientifico.jsonl")).containsExactly(
                Map.of("scopa", 1), Map.of("scopa", 2, "settebello", 2), Map.of("scopa", 1, "settebello", 1),
                Map.of("scopa", 2, "settebello", 1));
    }

    @Test
    @DisplayName("Traversone: a cappotto counts for the seat that took every point, and only then")
    void traversone() {
        assertThat(count("traversone", "traversone/three-players-cappotto-wins.jsonl")).containsExactly(
                Map.of("cappotto", 1), Map.of(), Map.of());
        assertThat(count("traversone", "traversone/three-players-default.jsonl")).containsExactly(
                Map.of(), Map.of(), Map.of());
    }

    @Test
    @DisplayName("Napoleone: every contract the caller made, Misère included, and a Blücher as a Napoleone too")
    void napoleone() {
        assertThat(count("napoleone", "napoleone/four-players-hands-throw-in-misere.jsonl")).containsExactly(
                Map.of("contract", 2), Map.of("contract", 2), Map.of("contract", 2), Map.of("contract", 2));
        assertThat(count("napoleone", "napoleone/three-players-target-free-overcalls-misere-trumps.jsonl"))
                .containsExactly(Map.of("contract", 1), Map.of("contract", 3), Map.of("contract", 3, "napoleone", 1));
    }

    @Test
    @DisplayName("Ramino: closes in hand by the closer, a colore among them; plain closes count nothing")
    void ramino() {
        assertThat(count("ramino", "ramino/classico-four-players-stock-runs-out.jsonl")).containsExactly(
                Map.of("inHand", 1), Map.of("inHand", 1), Map.of(), Map.of());
        assertThat(count("ramino", "ramino/duemazzi-two-players-close-without-discard-colore.jsonl"))
                .containsExactly(Map.of(), Map.of("inHand", 1));
    }

    @Test
    @DisplayName("Ramino due mazzi: a ramino is a close in hand and a ramino")
    void raminoRamino() {
        JsonNode t = transcript("""
                {"game":"ramino","seats":[{"seat":0,"name":"a","team":0},{"seat":1,"name":"b","team":1}],
                 "events":[{"type":"score","hand":{"penalties":[0,0],"closer":1,"close":"ramino"}}]}""");

        assertThat(feats("ramino").count(t)).containsExactly(Map.of(), Map.of("inHand", 1, "ramino", 1));
    }

    @Test
    @DisplayName("Briscola: a hand with all 120 card points is a cappotto for the side, partners both; 60-60 or 90 is none")
    void briscola() {
        JsonNode t = transcript("""
                {"game":"briscola","seats":[{"seat":0,"name":"a","team":0},{"seat":1,"name":"b","team":1},
                  {"seat":2,"name":"c","team":0},{"seat":3,"name":"d","team":1}],
                 "events":[{"type":"score","hand":{"cardPoints":[0,120]}},{"type":"score","hand":{"cardPoints":[90,30]}},
                           {"type":"score","hand":{"cardPoints":[60,60]}}]}""");

        assertThat(feats("briscola").count(t)).containsExactly(Map.of(), Map.of("cappotto", 1), Map.of(),
                Map.of("cappotto", 1));
        assertThat(count("briscola", "briscola/three-players-best-of-five.jsonl")).containsExactly(
                Map.of(), Map.of(), Map.of());
    }

    @Test
    @DisplayName("Tressette: napoletane and other accusi by who declared them, a pair's cappotto for both partners")
    void tressette() {
        assertThat(count("tressette", "tressette/four-players-default.jsonl")).containsExactly(
                Map.of("accuso", 1), Map.of("napoletana", 2, "accuso", 1, "cappotto", 1), Map.of(),
                Map.of("cappotto", 1));
        assertThat(count("tressette", "tressette/two-players-default.jsonl")).containsExactly(
                Map.of(), Map.of("accuso", 1));
    }

    @Test
    @DisplayName("Briscola chiamata: each contract a caller made, the caller's alone")
    void chiamata() {
        assertThat(count("chiamata", "chiamata/ten-hands.jsonl")).containsExactly(
                Map.of("chiamata", 1), Map.of("chiamata", 1), Map.of(), Map.of("chiamata", 2), Map.of("chiamata", 2));
    }

    @Test
    @DisplayName("every game names each of its feats in English and Italian, for a count and for one")
    void everyFeatIsNamed() {
        for (GameEntry entry : GAMES.all()) {
            List<String> names = entry.game().feats().names();
            assertThat(names).as(entry.id()).isNotEmpty();
            for (Lang lang : Lang.values()) {
                Texts t = Texts.load(entry.presenter().bundle(), lang);
                for (String feat : names) {
                    assertThat(t.has("feat." + feat)).as("%s feat.%s in %s", entry.id(), feat, lang).isTrue();
                    assertThat(t.has("feat." + feat + ".one")).as("%s feat.%s.one in %s", entry.id(), feat, lang)
                            .isTrue();
                    assertThat(t.count("feat." + feat, 2)).startsWith("2 ");
                }
            }
        }
    }

    @Test
    @DisplayName("a game counts only the feats it names")
    void onlyNamedFeats() {
        for (GameEntry entry : GAMES.all()) {
            for (String file : List.of("scopa/scopone-scientifico.jsonl", "tressette/four-players-default.jsonl")) {
                for (Map<String, Integer> seat : entry.game().feats().count(resource(file))) {
                    assertThat(entry.game().feats().names()).containsAll(seat.keySet());
                }
            }
        }
    }

    private static List<Map<String, Integer>> count(String game, String golden) {
        return feats(game).count(resource(golden));
    }

    private static Feats feats(String game) {
        return GAMES.find(game).orElseThrow().game().feats();
    }

    private static JsonNode resource(String golden) {
        try (InputStream in = FeatsTest.class.getResourceAsStream("/golden/" + golden)) {
            assertThat(in).as(golden).isNotNull();
            return transcript(new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().findFirst().orElseThrow());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static JsonNode transcript(String json) {
        try {
            return Json.mapper().readTree(json);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
