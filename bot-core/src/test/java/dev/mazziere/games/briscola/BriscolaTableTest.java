package dev.mazziere.games.briscola;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Briscola played at a table through the chat boundary")
class BriscolaTableTest {

    private static final BriscolaGame GAME = new BriscolaGame();

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    private BriscolaView viewOf(String user) {
        return (BriscolaView) chat.replay(GAME).view(chat.seatOf(user));
    }

    @Test
    @DisplayName("two friends play to the final score: the briscola under the mazzo in the table, each draw only in its drawer's hand")
    void twoFriends() {
        chat.open("/briscola", "anna", "carlo");
        chat.say("anna", "/start");

        assertThat(chat.dmTexts("anna").get(0)).startsWith("🃏 Briscola").contains("Your hand:")
                .contains("under the mazzo · mazzo 34");
        chat.playOut(List.of("anna", "carlo"), 3000);

        assertThat(chat.editTexts("🃏 Briscola"))
                .anyMatch(t -> t.contains("under the mazzo · mazzo 34") && t.contains("On the table: "))
                .anyMatch(t -> t.contains("Last trick ➜ ") && t.contains("takes the trick"))
                .anyMatch(t -> t.contains("the mazzo is finished"));
        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t).startsWith("📊 Smazzata ")
                .contains("Card points: "));
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆").contains("Card points: ");
        // what each drew is said to them alone, beside their hand; the group never hears of a draw
        for (String user : List.of("anna", "carlo")) {
            assertThat(chat.dmTexts(user)).filteredOn(t -> t.contains("You drew ")).isNotEmpty().allSatisfy(t -> {
                String drawn = t.lines().filter(l -> l.startsWith("You drew ")).findFirst().orElseThrow()
                        .substring("You drew ".length()).replace(".", "");
                assertThat(t.lines().filter(l -> l.startsWith("Your hand:")).findFirst().orElseThrow()).contains(drawn);
            });
        }
        assertThat(chat.groupTexts()).noneMatch(t -> t.contains("drew") || t.contains("Card points: ") && !t.contains("📊"));
    }

    @Test
    @DisplayName("four seats play in partnerships: the lobby option, the partner in each hand, the sides in the score")
    void fourInPartnerships() {
        chat.open("/briscola", "anna", "carlo", "bea");
        chat.say("anna", "/addbot", "/option games 1", "/option shuffleSeats off");
        assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("games 1");
        chat.say("anna", "/start");

        assertThat(chat.dmTexts("anna").get(0)).contains("Your partner: bea");
        assertThat(chat.dmTexts("carlo").get(0)).contains("Your partner: 🤖");
        chat.playOut(List.of("anna", "carlo", "bea"), 3000);

        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t).contains("anna+bea").contains("Card points: "));
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆").contains("1 to win");
    }

    @Test
    @DisplayName("three players each for themselves, with computer players of every level, play the whole match")
    void threePlayers() {
        chat.say("anna", "/briscola", "/addbot easy", "/addbot hard", "/start");

        chat.playOut(List.of("anna"), 3000);

        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆");
        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t).contains("Card points: "));
    }

    @Test
    @DisplayName("a card not in the hand, crafted into a button, is refused with a short answer and changes nothing")
    void notInHand() {
        chat.open("/briscola", "anna", "carlo");
        chat.say("anna", "/start");
        String h = chat.toAct(List.of("anna", "carlo"));
        BriscolaView v = viewOf(h);
        MessageRef prompt = chat.prompt(h);
        ItalianCard notHeld = Decks.italian40().stream().filter(c -> !v.hand().contains(c)).findFirst().orElseThrow();

        chat.press(h, chat.craftedMove(notHeld.code()), prompt);

        assertThat(chat.lastPopup(h)).isEqualTo(CardRenderer.render(notHeld) + " is not in your hand.");
        assertThat(chat.record().moves()).isEmpty();
    }

    @Test
    @DisplayName("/rules briscola without a table, and at a table with its own number of games")
    void rules() {
        chat.say("anna", "/rules briscola");
        assertThat(chat.lastChat()).startsWith("🃏 Briscola").contains("win 2 smazzate");

        chat.say("anna", "/briscola", "/option games 3", "/rules");
        assertThat(chat.lastChat()).contains("win 3 smazzate");
    }

    @Test
    @DisplayName("/briscola in the private chat opens a table for the player and a computer player, played to its end")
    void soloInThePrivateChat() {
        chat.sayPrivately("dora", "/briscola");

        assertThat(chat.log).filteredOn(o -> o.kind().equals("chat") && o.to().equals("dm-dora")).first()
                .satisfies(o -> assertThat(o.text()).contains("dora, 🤖 Mario (medium)"));
        chat.sayPrivately("dora", "/start");
        chat.playOut(List.of("dora"), 500);

        assertThat(chat.editTexts("🃏 Briscola · ")).last().asString().contains("🏁 Match over · 🏆");
    }

    @Test
    @DisplayName("an Italian table plays in Italian: the option's Italian name, the mazzo, the draws, the score")
    void italian() {
        chat.locale("anna", Locale.ITALIAN);
        chat.say("anna", "/briscola");
        chat.say("carlo", "/entra");
        chat.say("anna", "/opzione vittorie 1", "/inizia");
        assertThat(chat.chatTexts().get(0)).contains("Briscola — tavolo aperto da anna");

        chat.playOut(List.of("anna", "carlo"), 3000);

        assertThat(chat.dmTexts("carlo")).anyMatch(t -> t.contains("Le tue carte:") && t.contains("sotto il mazzo"))
                .anyMatch(t -> t.contains("Hai pescato "));
        assertThat(chat.editTexts("🃏 Briscola")).anyMatch(t -> t.contains("In tavola: "))
                .anyMatch(t -> t.contains("presa di "));
        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t).startsWith("📊 Smazzata ")
                .contains("Punti: "));
        assertThat(chat.lastShown()).contains("🏁 Partita finita · 🏆").contains("si vince a 1");
    }
}
