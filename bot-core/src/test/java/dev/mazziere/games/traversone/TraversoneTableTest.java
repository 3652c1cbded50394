package dev.mazziere.games.traversone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Traversone played at a table through the chat boundary")
class TraversoneTableTest {

    private static final TraversoneGame GAME = new TraversoneGame();

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    /** What {@code user} sees of the match now, rebuilt from the table's record like a restore does. */
    private TraversoneView viewOf(String user) {
        return (TraversoneView) chat.replay(GAME).view(chat.seatOf(user));
    }

    /** Humans press their first button until {@code stop} holds for the one to act; returns that human. */
    private String playUntil(List<String> humans, Predicate<TraversoneView> stop) {
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
    private static ItalianCard offSuit(TraversoneView v) {
        if (v.trick().isEmpty()) {
            return null;
        }
        ItalianSuit led = v.trick().get(0).card().suit();
        if (v.hand().stream().noneMatch(c -> c.suit() == led)) {
            return null;
        }
        return v.hand().stream().filter(c -> c.suit() != led).findFirst().orElse(null);
    }

    private List<String> endOfHands() {
        return chat.handEnds();
    }

    @Test
    @DisplayName("three seats, two friends and a computer player, play to the final score with one table message")
    void threeSeats() {
        chat.open("/traversone", "anna", "carlo");
        chat.say("anna", "/addbot", "/start");

        assertThat(chat.dmTexts("anna").get(0)).startsWith("🃏 Traversone");
        int presses = chat.playOut(List.of("anna", "carlo"), 3000);

        assertThat(presses).isGreaterThanOrEqualTo(26);
        assertThat(endOfHands()).isNotEmpty().allSatisfy(t -> assertThat(t)
                .startsWith("📊 Smazzata").contains("last trick"));
        assertThat(endOfHands().get(endOfHands().size() - 1)).contains("🚩 limit 31 reached");
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆").contains("Total:");
        // one winner reads "x wins", several (players under the limit) "x, y win"
        String winnersLine = chat.lastShown().lines().filter(l -> l.startsWith("🏁")).findFirst().orElseThrow();
        assertThat(winnersLine).matches("🏁 Match over · 🏆 ([^,]+ wins|[^,]+(, [^,]+)+ win)");
        assertThat(chat.chatTexts()).filteredOn(t -> t.contains("to play")).hasSize(1);
        assertThat(chat.editTexts("🃏 Traversone"))
                .anyMatch(t -> t.contains(" led: ") && t.contains("Taken: ") && t.contains("leads"))
                .anyMatch(t -> t.contains("Last trick ➜ ") && t.contains("takes the trick"))
                .anyMatch(t -> t.contains("▶️ 🤖 Mario plays "));
        assertThat(chat.tables.table(chat.group)).isEmpty();
    }

    @Test
    @DisplayName("four friends with every option changed: the lobby, the hands and the scores follow the options")
    void fourSeatsWithOptions() {
        chat.open("/traversone", "anna", "carlo", "bea", "dino");
        chat.say("anna", "/option assoBastoni true", "/option cappotto charge", "/option limit 21",
                "/option remainders drop");
        assertThat(chat.now(chat.chatMessage("table opened by")).text())
                .contains("remainders drop · cappotto charge · assoBastoni on · limit 21");
        chat.say("anna", "/start");

        assertThat(chat.dmTexts("carlo").get(0)).contains("Your hand:").contains("limit 21");
        chat.playOut(List.of("anna", "carlo", "bea", "dino"), 3000);

        assertThat(endOfHands().get(endOfHands().size() - 1)).contains("🚩 limit 21 reached");
        assertThat(endOfHands()).anyMatch(t -> t.contains("A🪵 +10"));
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆");
    }

    @Test
    @DisplayName("/rovescino seats six, one human and five computer players of both levels, six cards each")
    void sixSeats() {
        chat.say("anna", "/rovescino", "/addbot easy", "/addbot", "/addbot easy", "/addbot", "/addbot",
                "/option limit 21", "/start");

        String firstHand = chat.dmTexts("anna").get(0);
        assertThat(firstHand.lines().filter(l -> l.startsWith("Your hand:")).findFirst().orElseThrow()
                .codePoints().filter(cp -> cp == "🪙".codePointAt(0) || cp == "🍷".codePointAt(0)
                        || cp == "🗡".codePointAt(0) || cp == "🪵".codePointAt(0)).count()).isEqualTo(6);
        chat.playOut(List.of("anna"), 3000);

        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆");
        // each hand's points for all six in one line
        assertThat(endOfHands()).isNotEmpty().allSatisfy(t -> assertThat(t.lines().findFirst().orElseThrow()
                .split(" · ")).hasSize(6));
    }

    @Test
    @DisplayName("a press by another player or a bystander, and a button from an earlier turn, change nothing")
    void foreignAndStalePresses() {
        chat.open("/traversone", "anna", "carlo", "bea");
        chat.say("anna", "/start");
        List<String> humans = List.of("anna", "carlo", "bea");
        String mover = chat.toAct(humans);
        String other = humans.stream().filter(h -> !h.equals(mover)).findFirst().orElseThrow();
        MessageRef prompt = chat.prompt(mover);
        List<Button> buttons = chat.now(prompt).buttons();

        chat.press(other, buttons.get(0), prompt);
        chat.press("zoe", buttons.get(0), prompt);
        assertThat(chat.lastPopup(other)).isEqualTo("Not your turn: it is " + mover + "'s.");
        assertThat(chat.lastPopup("zoe")).isEqualTo("You are not playing at this table.");
        assertThat(chat.record().moves()).isEmpty();

        chat.press(mover, buttons.get(0), prompt);
        chat.press(mover, buttons.get(buttons.size() - 1), prompt);
        assertThat(chat.lastPopup(mover)).isEqualTo("This button is from an earlier turn.");
        assertThat(chat.record().moves()).hasSize(1);
    }

    @Test
    @DisplayName("only cards that follow suit get buttons, and a crafted off-suit card is refused with the rule")
    void followSuit() {
        chat.open("/traversone", "anna", "carlo");
        chat.say("anna", "/addbot", "/start");

        String h = playUntil(List.of("anna", "carlo"), v -> offSuit(v) != null);
        TraversoneView v = viewOf(h);
        ItalianSuit led = v.trick().get(0).card().suit();
        MessageRef prompt = chat.prompt(h);
        assertThat(chat.now(prompt).buttons()).extracting(b -> ItalianCard.parse(b.payload()
                .substring(b.payload().lastIndexOf(':') + 1)).suit()).containsOnly(led);
        int before = chat.record().moves().size();

        chat.press(h, chat.craftedMove(offSuit(v).code()), prompt);

        String suit = led.name().toLowerCase(Locale.ROOT);
        assertThat(chat.lastPopup(h)).endsWith(": you must follow " + CardRenderer.mark(led) + " "
                + suit + " (rispondere al palo).");
        ItalianCard notHeld = Decks.italian40().stream().filter(c -> !v.hand().contains(c)).findFirst().orElseThrow();
        chat.press(h, chat.craftedMove(notHeld.code()), prompt);
        assertThat(chat.lastPopup(h)).endsWith(" is not in your hand.");
        assertThat(chat.record().moves()).hasSize(before);
        assertThat(chat.prompt(h)).isEqualTo(prompt);
    }

    @Test
    @DisplayName("with assoBastoni a crafted bastoni first lead is refused, and the leader is told the rule")
    void assoBastoniLead() {
        chat.open("/traversone", "anna", "carlo", "bea");
        chat.say("anna", "/option assoBastoni true", "/start");
        String leader = chat.toAct(List.of("anna", "carlo", "bea"));
        TraversoneView v = viewOf(leader);
        ItalianCard bastoni = v.hand().stream().filter(c -> c.suit() == ItalianSuit.BASTONI).findFirst().orElseThrow();
        MessageRef prompt = chat.prompt(leader);
        assertThat(chat.now(prompt).text()).contains("no bastoni on the first lead");

        chat.press(leader, chat.craftedMove(bastoni.code()), prompt);

        assertThat(chat.lastPopup(leader)).contains("no bastoni on the first lead of a smazzata");
        assertThat(chat.record().moves()).isEmpty();
    }

    @Test
    @DisplayName("/rules traversone without a table, and /rules at a table with its own option values")
    void rules() {
        chat.say("anna", "/rules traversone");
        assertThat(chat.lastChat()).startsWith("🃏 Traversone (Rovescino").contains("Limit 31")
                .doesNotContain("Asso di bastoni:");
        chat.say("anna", "/regole rovescino");
        assertThat(chat.lastChat()).startsWith("🃏 Traversone");

        chat.say("anna", "/traversone", "/option limit 51", "/option assoBastoni true", "/rules");
        assertThat(chat.lastChat()).contains("Limit 51").contains("Asso di bastoni: +10").contains("limit 51");
    }

    @Test
    @DisplayName("an Italian table of five plays the whole match in Italian, refusals and game terms included")
    void italian() {
        chat.locale("anna", Locale.ITALIAN);
        chat.say("anna", "/traversone");
        chat.say("carlo", "/entra");
        chat.say("anna", "/bot", "/bot facile", "/bot", "/inizia");
        List<String> humans = List.of("anna", "carlo");

        String h = playUntil(humans, v -> offSuit(v) != null);
        ItalianCard off = offSuit(viewOf(h));
        chat.press(h, chat.craftedMove(off.code()), chat.prompt(h));
        assertThat(chat.lastPopup(h)).contains(": devi rispondere al palo, ");
        chat.playOut(humans, 3000);

        assertThat(chat.chatTexts().get(0)).contains("Traversone — tavolo aperto da anna");
        assertThat(chat.dmTexts("carlo")).anyMatch(t -> t.contains("Le tue carte:") && t.contains("limite 31"));
        assertThat(chat.editTexts("🃏 Traversone"))
                .anyMatch(t -> t.contains("Palo ") && t.contains("Punti presi: "))
                .anyMatch(t -> t.contains("presa di "));
        assertThat(endOfHands()).isNotEmpty().allSatisfy(t -> assertThat(t).startsWith("📊 Smazzata")
                .contains("ultima presa"));
        assertThat(endOfHands().get(endOfHands().size() - 1)).contains("🚩 limite 31 raggiunto");
        assertThat(chat.lastShown()).contains("🏁 Partita finita · 🏆").contains("Totale:");
    }
}
