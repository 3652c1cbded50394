package dev.mazziere.games.chiamata;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.BiFunction;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Briscola chiamata played at a table through the chat boundary")
class ChiamataTableTest {

    private static final List<String> FIVE = List.of("anna", "bea", "carlo", "dino", "ezio");

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    /** Humans at the panel: the first to speak in an auction bids Asso, the others pass; then the first button. */
    private BiFunction<String, MessageRef, Button> simple() {
        return (user, ref) -> {
            List<Button> buttons = chat.now(ref).buttons();
            return buttons.stream().filter(b -> b.payload().startsWith("m:") && TestChat.moveCode(b).equals("b:1"))
                    .findFirst().orElse(buttons.get(0));
        };
    }

    private ChiamataView viewOf(String user) {
        return (ChiamataView) chat.replay(ChiamataScenarios.GAME).view(chat.seatOf(user));
    }

    @Test
    @DisplayName("five friends play the whole match: the auction and the call by buttons, the secret partner, the score")
    void fiveFriends() {
        chat.open("/chiamata", "anna", "bea", "carlo", "dino", "ezio");
        chat.say("anna", "/option hands 5", "/start");

        chat.playOut(FIVE, 3000, simple());

        assertThat(chat.groupTexts()).anyMatch(t -> t.contains("🗣️ ") && t.contains(" Asso"))
                .anyMatch(t -> t.contains("🤫 partner secret"))
                .anyMatch(t -> t.contains("🤝 partner: ") || t.contains("🐺 alone against four"));
        assertThat(chat.handEnds()).hasSizeGreaterThanOrEqualTo(4).allSatisfy(t -> assertThat(t).startsWith("📊 Smazzata ")
                .containsPattern("anna [+-]\\d"));
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆");
        assertThat(FIVE.stream().mapToLong(u -> chat.dmTexts(u).stream()
                .filter(t -> t.contains("You are the partner of")).count()).sum()).isPositive();
    }

    @Test
    @DisplayName("a points bid by buttons: + moves the points without bidding, the 2 a N button bids them")
    void pointsByButtons() {
        chat.open("/chiamata", "anna", "bea", "carlo", "dino", "ezio");
        chat.say("anna", "/option shuffleSeats off", "/start");
        String first = chat.toAct(FIVE);
        MessageRef panel = chat.panel(first);
        assertThat(chat.now(panel).text()).contains("🔢 2 at 62");

        chat.press(first, button(panel, "+10"), panel);
        chat.press(first, button(panel, "+5"), panel);
        chat.press(first, button(panel, "−1"), panel);

        assertThat(chat.now(panel).text()).contains("🔢 2 at 76");
        Button bid = chat.now(panel).buttons().stream().filter(b -> b.label().equals("2 at 76")).findFirst().orElseThrow();
        chat.press(first, bid, panel);
        assertThat(viewOf(first).highest()).isEqualTo(Contract.ofPoints(76));
        assertThat(chat.tableNow().text()).contains("🔝 Highest: " + first + ", 2 at 76");
        String next = chat.toAct(FIVE);
        assertThat(chat.now(chat.panel(next)).buttons()).extracting(Button::label)
                .contains("Pass", "2 at 77", "+10").doesNotContain("Asso", "Due", "−1");
    }

    private Button button(MessageRef panel, String label) {
        return chat.now(panel).buttons().stream().filter(b -> b.label().equals(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no " + label + " on " + chat.now(panel)));
    }

    @Test
    @DisplayName("one player and four computer players of every level play the whole match")
    void withComputers() {
        chat.say("anna", "/chiamata", "/addbot easy", "/addbot medium", "/addbot hard", "/addbot hard",
                "/option hands 5", "/start");

        chat.playOut(List.of("anna"), 3000, simple());

        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆");
        assertThat(chat.handEnds()).hasSizeGreaterThanOrEqualTo(4);
    }

    @Test
    @DisplayName("a card not in the hand, crafted into a button, is refused with a short answer and changes nothing")
    void notInHand() {
        chat.open("/chiamata", "anna", "bea", "carlo", "dino", "ezio");
        chat.say("anna", "/start");
        String first = chat.toAct(FIVE);
        MessageRef panel = chat.panel(first);

        chat.press(first, chat.craftedMove("b:2:121"), panel);
        assertThat(chat.lastPopup(first)).isNotEmpty();
        chat.press(first, chat.craftedMove("p:1D"), panel);

        assertThat(chat.lastPopup(first)).isEqualTo("The auction is still on: bid or pass first.");
        assertThat(chat.record().moves()).isEmpty();
    }

    @Test
    @DisplayName("/rules chiamata without a table, and at a table with its own options")
    void rules() {
        chat.say("anna", "/rules chiamata");
        assertThat(chat.lastChat()).startsWith("🃏 Briscola chiamata").contains("The match lasts 10 smazzate")
                .contains("The seat after the mazziere leads");

        chat.say("anna", "/chiamata", "/option lead caller", "/option end target", "/option target 15", "/rules");
        assertThat(chat.lastChat()).contains("The caller leads the first trick").contains("15 or more");
    }

    @Test
    @DisplayName("the lobby shows target only with end=target, and hands only with end=hands")
    void lobbyOptions() {
        chat.say("anna", "/chiamata");
        assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("lead first").contains("cappotto on")
                .contains("end hands").contains("hands 10").doesNotContain("target");

        chat.say("anna", "/option end target");
        assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("target 10").doesNotContain("hands 10");
    }

    @Test
    @DisplayName("/briscola5 and /calledbriscola open Briscola chiamata; /briscola with five players is refused")
    void aliases() {
        chat.say("anna", "/briscola5");
        assertThat(chat.lastChat()).contains("Briscola chiamata — table opened by anna");
        chat.say("anna", "/stop");

        TestChat other = new TestChat(43, Duration.ZERO);
        other.say("anna", "/calledbriscola");
        assertThat(other.lastChat()).contains("Briscola chiamata — table opened by anna");

        TestChat briscola = new TestChat(44, Duration.ZERO);
        briscola.open("/briscola", "anna", "bea", "carlo", "dino", "ezio");
        assertThat(briscola.lastChat()).isEqualTo("The table is full (4 players at most).");
    }

    @Test
    @DisplayName("/chiamata in the private chat opens a table for the player and four computer players, played to its end")
    void soloInThePrivateChat() {
        chat.sayPrivately("dora", "/chiamata");

        assertThat(chat.log).filteredOn(o -> o.kind().equals("chat") && o.to().equals("dm-dora")).first()
                .satisfies(o -> assertThat(o.text()).contains("dora, 🤖"));
        chat.sayPrivately("dora", "/option hands 5");
        chat.sayPrivately("dora", "/start");
        chat.playOut(List.of("dora"), 800, simple());

        assertThat(chat.editTexts("🃏 Briscola chiamata · ")).last().asString().contains("🏁 Match over · 🏆");
    }

    @Test
    @DisplayName("an Italian table plays in Italian: the options' Italian names, the auction, the partner's own hand")
    void italian() {
        FIVE.forEach(u -> chat.locale(u, Locale.ITALIAN));
        chat.say("anna", "/chiamata");
        for (String u : FIVE.subList(1, 5)) {
            chat.say(u, "/entra");
        }
        chat.say("anna", "/opzione mano chiamante", "/opzione smazzate 5", "/inizia");
        assertThat(chat.chatTexts().get(0)).contains("Briscola chiamata — tavolo aperto da anna");
        assertThat(chat.now(chat.chatMessage("tavolo aperto da")).text()).contains("mano chiamante")
                .contains("smazzate 5");

        chat.playOut(FIVE, 3000, simple());

        assertThat(chat.groupTexts()).anyMatch(t -> t.contains("Tocca a") && t.contains("dichiarare"))
                .anyMatch(t -> t.contains("🤫 compagno segreto"));
        assertThat(FIVE.stream().flatMap(u -> chat.dmTexts(u).stream())).anyMatch(t -> t.contains("🤫 Sei il compagno di "));
        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t).startsWith("📊 Smazzata ")
                .containsPattern("anna [+-]\\d"));
        assertThat(chat.lastShown()).contains("🏁 Partita finita · 🏆");
    }
}
