package dev.mazziere.games.tressette;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Tressette played at a table through the chat boundary")
class TressetteTableTest {

    private static final TressetteGame GAME = new TressetteGame();

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    /** What {@code user} sees of the match now, rebuilt from the table's record like a restore does. */
    private TressetteView viewOf(String user) {
        return (TressetteView) chat.replay(GAME).view(chat.seatOf(user));
    }

    /** Humans press their first button until {@code stop} holds for the one to act; returns that human. */
    private String playUntil(List<String> humans, Predicate<TressetteView> stop) {
        for (int i = 0; i < 500; i++) {
            String h = chat.toAct(humans);
            assertThat(h).as("a human to act").isNotNull();
            if (stop.test(viewOf(h))) {
                return h;
            }
            MessageRef p = chat.prompt(h);
            chat.press(h, chat.now(p).buttons().get(0), p);
        }
        throw new AssertionError("no such turn came");
    }

    /** A card the player holds that is not of the suit led, while they hold the suit led. */
    private static ItalianCard offSuit(TressetteView v) {
        if (v.trick().isEmpty()) {
            return null;
        }
        ItalianSuit led = v.trick().get(0).card().suit();
        if (v.hand().stream().noneMatch(c -> c.suit() == led)) {
            return null;
        }
        return v.hand().stream().filter(c -> c.suit() != led).findFirst().orElse(null);
    }

    @Test
    @DisplayName("four seats, two friends and two computer players, play to the end with a table message of 8 lines at most")
    void fourSeats() {
        chat.open("/tressette", "anna", "carlo");
        chat.say("anna", "/addbot", "/addbot hard", "/start");

        chat.playOut(List.of("anna", "carlo"), 3000);

        List<String> tables = chat.groupTexts().stream().filter(t -> t.startsWith("🃏 Tressette · ")).toList();
        assertThat(tables).hasSizeGreaterThan(30)
                .allSatisfy(t -> assertThat(t.lines().count()).as(t).isLessThanOrEqualTo(8));
        assertThat(tables).anyMatch(t -> t.contains(" led: ") && t.contains("💰 ") && t.contains("trick "))
                .anyMatch(t -> t.contains(" took: ") && t.contains("takes the trick"));
        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t)
                .startsWith("📊 Smazzata ").contains("cards "));
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆").contains("🏆");
        assertThat(chat.groupTexts()).anyMatch(t -> t.contains("📣 ") && t.contains(" declares "));
    }

    @Test
    @DisplayName("two players: both draws are told to the table, and each hand lists the cards seen in the other")
    void twoPlayersDrawFaceUp() {
        chat.open("/tressette", "anna", "carlo");
        chat.say("anna", "/start");

        String h = playUntil(List.of("anna", "carlo"), v -> v.tricksPlayed() == 1);
        TressetteView v = viewOf(h);
        String other = h.equals("anna") ? "carlo" : "anna";

        assertThat(chat.lastShown()).contains(" draws " + CardRenderer.render(v.lastDraws().get(0).card()))
                .contains(" draws " + CardRenderer.render(v.lastDraws().get(1).card())).contains("stock 18");
        ItalianCard drawnByOther = v.lastDraws().stream().filter(d -> d.seat() != v.viewer()).findFirst()
                .orElseThrow().card();
        assertThat(chat.now(chat.prompt(h)).text()).contains("👀 Seen in other hands: " + other + " "
                + CardRenderer.render(drawnByOther));
        chat.playOut(List.of("anna", "carlo"), 3000);
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆");
        assertThat(chat.groupTexts().stream().filter(t -> t.startsWith("🃏 Tressette · ")))
                .allSatisfy(t -> assertThat(t.lines().count()).as(t).isLessThanOrEqualTo(8));
    }

    @Test
    @DisplayName("three players are refused at the start, with the counts the game takes")
    void threeRefused() {
        chat.open("/tressette", "anna", "carlo", "bea");
        chat.say("anna", "/start");

        assertThat(chat.lastPopup("anna") == null ? chat.lastChat() : chat.lastPopup("anna"))
                .isEqualTo("Tressette needs 2/4 players, not 3.");
        assertThat(chat.record().moves()).isEmpty();
        assertThat(chat.lastChat()).doesNotContain("Match started");
    }

    @Test
    @DisplayName("only cards that follow suit get buttons, and a crafted off-suit card is refused with the rule")
    void followSuit() {
        chat.open("/tressette", "anna", "carlo");
        chat.say("anna", "/start");

        String h = playUntil(List.of("anna", "carlo"), v -> offSuit(v) != null);
        TressetteView v = viewOf(h);
        ItalianSuit led = v.trick().get(0).card().suit();
        MessageRef prompt = chat.prompt(h);
        assertThat(chat.now(prompt).buttons()).extracting(b -> ItalianCard.parse(TestChat.moveCode(b)).suit())
                .containsOnly(led);
        int before = chat.record().moves().size();

        chat.press(h, chat.craftedMove(offSuit(v).code()), prompt);

        assertThat(chat.lastPopup(h)).endsWith(": you must follow " + CardRenderer.mark(led) + " "
                + led.name().toLowerCase(Locale.ROOT) + ".");
        ItalianCard notHeld = Decks.italian40().stream().filter(c -> !v.hand().contains(c)).findFirst().orElseThrow();
        chat.press(h, chat.craftedMove(notHeld.code()), prompt);
        assertThat(chat.lastPopup(h)).endsWith(" is not in your hand.");
        assertThat(chat.record().moves()).hasSize(before);
    }

    @Test
    @DisplayName("/rules tressette without a table, and /rules at a table with its own option values")
    void rules() {
        chat.say("anna", "/rules tressette");
        assertThat(chat.lastChat()).startsWith("🃏 Tressette").contains("napoletana").contains("21 or more");
        chat.say("anna", "/regole tresette");
        assertThat(chat.lastChat()).startsWith("🃏 Tressette").contains("napoletana");

        chat.say("anna", "/tressette", "/option accusi off", "/option cappotto double", "/option target 41",
                "/rules");
        assertThat(chat.lastChat()).doesNotContain("napoletana").contains("count 22").contains("41 or more");
    }

    @Test
    @DisplayName("an Italian table plays in Italian: options, refusals, accusi and the score")
    void italian() {
        chat.locale("anna", Locale.ITALIAN);
        chat.say("anna", "/tressette");
        chat.say("carlo", "/entra");
        chat.say("anna", "/opzione obiettivo 31", "/opzione cappotto doppio");
        assertThat(chat.now(chat.chatMessage("tavolo aperto da")).text())
                .contains("accusi sì · cappotto doppio · obiettivo 31");
        chat.say("anna", "/bot", "/bot difficile", "/inizia");
        List<String> humans = List.of("anna", "carlo");

        String h = playUntil(humans, v -> offSuit(v) != null);
        chat.press(h, chat.craftedMove(offSuit(viewOf(h)).code()), chat.prompt(h));
        assertThat(chat.lastPopup(h)).contains(": devi rispondere al palo, ");
        chat.playOut(humans, 3000);

        assertThat(chat.dmTexts("carlo")).anyMatch(t -> t.contains("Le tue carte:"));
        assertThat(chat.groupTexts()).anyMatch(t -> t.contains("🂠 Palo ") && t.contains("presa "))
                .anyMatch(t -> t.contains(" accusa "));
        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t).startsWith("📊 Smazzata ")
                .contains("carte "));
        assertThat(chat.lastShown()).contains("🏁 Partita finita · 🏆");
    }

    @Test
    @DisplayName("/history gives the match as a transcript that replays, with its declarations; /stats a leaderboard")
    void historyAndStats() {
        chat.capabilities(new dev.mazziere.chat.Capabilities(4096, 8, 100, true, false, 200, false, true));
        chat.open("/tressette", "anna", "carlo");
        chat.say("anna", "/start");
        chat.playOut(List.of("anna", "carlo"), 3000);

        chat.say("anna", "/history");
        TestChat.Out last = chat.log.get(chat.log.size() - 1);
        chat.say("carlo", "/stats");

        assertThat(last.text()).startsWith("📜 Last match: Tressette, ").contains("🏆 Winner:");
        assertThat(last.message().file().fileName()).startsWith("mazziere-tressette-").endsWith(".jsonl");
        String transcript = new String(last.message().file().bytes(), java.nio.charset.StandardCharsets.UTF_8);
        assertThat(transcript).contains("\"type\":\"draw\"");
        assertThat(new dev.mazziere.game.TranscriptReplay(dev.mazziere.games.GameRegistry.standard()::rules)
                .replay(transcript.trim()).isOver()).isTrue();
        assertThat(chat.lastChat()).startsWith("🏆 Tressette leaderboard\n1. ").contains("anna — ").contains("carlo — ");
    }

    @Test
    @DisplayName("in the private chat /tressette seats a computer player against the player, and the match plays out")
    void alone() {
        chat.sayPrivately("dora", "/tressette");

        assertThat(chat.log).filteredOn(o -> o.kind().equals("chat") && o.to().equals("dm-dora")).first()
                .satisfies(o -> assertThat(o.text()).contains("Players (2, needs 2/4): dora, 🤖 Mario (medium)"));
        chat.sayPrivately("dora", "/start");
        assertThat(chat.prompt("dora") != null || chat.log.stream().anyMatch(o -> o.to().equals("dm-dora")
                && o.text().contains("Tressette"))).isTrue();
        chat.playOut(List.of("dora"), 500);
        assertThat(chat.store.finishedMatches(TestChat.PLATFORM, "dm-dora", 1)).hasSize(1);
    }
}
