package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.game.Move;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

@DisplayName("Napoleone played at a table through the chat boundary")
class NapoleoneTableTest {

    private static final NapoleoneGame GAME = new NapoleoneGame();
    private static final List<String> PEOPLE = List.of("anna", "carlo", "bea", "dino", "eva", "fede", "gina");
    private static final List<String> ANNA_AND_CARLO = List.of("anna", "carlo");

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    /** Opens a Napoleone table of five hands with these humans (the first opens) and computer players. */
    private void open(List<String> humans, int computers) {
        String owner = humans.get(0);
        chat.open("/napoleone", owner, humans.subList(1, humans.size()).toArray(String[]::new));
        for (int i = 0; i < computers; i++) {
            chat.say(owner, i % 2 == 0 ? "/addbot" : "/addbot easy");
        }
        chat.say(owner, "/option end hands", "/option hands 5");
    }

    /** What {@code user} may press now, "m:table:move:" without the move code. */
    private String prefix(String user) {
        Button first = chat.now(chat.prompt(user)).buttons().get(0);
        return first.payload().substring(0, first.payload().length() - TestChat.moveCode(first).length());
    }

    /**
     * Every human whose turn it is presses a button until nobody has one: in the bidding the
     * lowest bid offered (so each outbids the last), else the first button. Each prompt is
     * checked to offer exactly the legal moves. Returns the presses.
     */
    private int playOut(List<String> humans, int maxPresses) {
        return chat.playOut(humans, maxPresses, (user, prompt) -> {
            List<Button> buttons = chat.now(prompt).buttons().stream().filter(b -> b.payload().startsWith("m:"))
                    .toList();
            assertThat(buttons).extracting(TestChat::moveCode)
                    .containsExactlyElementsOf(chat.replay(GAME).legalMoves().stream().map(Move::code).toList());
            boolean bidding = TestChat.moveCode(buttons.get(0)).equals("b:pass");
            return bidding && buttons.size() > 1 ? buttons.get(1) : buttons.get(0);
        });
    }

    @ParameterizedTest(name = "{0} seats")
    @ValueSource(ints = {2, 3, 4, 5, 6, 7})
    @DisplayName("humans and computer players play five hands to the final score, bidding with buttons")
    void wholeMatch(int seats) {
        int humans = Math.max(1, Math.min(3, seats - 1));
        List<String> who = PEOPLE.subList(0, humans);
        open(who, seats - humans);
        chat.say("anna", "/start");

        int presses = playOut(who, 2000);

        assertThat(presses).isPositive();
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆").contains("💰 Points:");
        // equal highest totals after the last hand all win: "x, y win"
        assertThat(chat.lastShown().lines().filter(l -> l.startsWith("🏁")).findFirst().orElseThrow())
                .matches("🏁 Match over · 🏆 ([^,]+ wins|[^,]+(, [^,]+)+ win)");
        List<String> scores = chat.handEnds();
        assertThat(scores).hasSize(5).allSatisfy(t -> assertThat(t).startsWith("📊 Hand ").contains(" · "));
        assertThat(scores.subList(0, 4)).allSatisfy(t -> assertThat(t).containsPattern("(made|broken) \\("));
        assertThat(chat.editTexts("🃏 Napoleone")).anyMatch(t -> t.contains("🗣️ Bids (") && t.contains("▶️ "))
                .anyMatch(t -> t.contains("🎯") && t.contains("🏆 Tricks:") && t.contains("🂠 "))
                .anyMatch(t -> t.contains("(hand 5 of 5)"))
                .anyMatch(t -> t.contains(" bids ") || t.contains(" passes"));
        assertThat(chat.dmTexts("anna")).anyMatch(t -> t.contains("Your hand:") && t.contains("your turn!"));
        assertThat(chat.tables.table(chat.group)).isEmpty();
    }

    @Test
    @DisplayName("the player to bid gets the legal bids as buttons; a crafted Blücher is refused under strict")
    void biddingButtons() {
        open(ANNA_AND_CARLO, 0);
        chat.say("anna", "/start");
        String bidder = chat.toAct(ANNA_AND_CARLO);
        MessageRef prompt = chat.prompt(bidder);
        assertThat(chat.now(prompt).buttons()).extracting(Button::label)
                .containsExactly("Pass", "Due (2)", "Tre (3)", "Misère", "Quattro (4)", "Napoleone (5)");

        chat.press(bidder, prefix(bidder) + "b:blucher", prompt);
        assertThat(chat.lastPopup(bidder)).isEqualTo("Blücher only over a Wellington.");
        chat.press(bidder, prefix(bidder) + "p:AS", prompt);
        assertThat(chat.lastPopup(bidder)).isEqualTo("Still bidding: bid or pass before playing A♠.");
        assertThat(chat.record().moves()).isEmpty();

        chat.press(bidder, chat.button(prompt, prefix(bidder) + "b:4"), prompt);
        String other = bidder.equals("anna") ? "carlo" : "anna";
        MessageRef next = chat.prompt(other);
        assertThat(chat.now(next).buttons()).extracting(Button::label).containsExactly("Pass", "Napoleone (5)");
        assertThat(chat.now(next).text()).contains("🗣️ Bids: " + bidder + " Quattro (4)")
                .contains("⏳ 2m to bid, then the computer bids for you.");
        assertThat(chat.now(chat.chatMessage("🗣️ Bids")).text()).contains("🗣️ Bids (").contains(bidder + " Quattro (4)")
                .contains("▶️ " + bidder + " bids Quattro (4)").contains("👉 " + other + " to bid");
        chat.press(other, prefix(other) + "b:3", next);
        assertThat(chat.lastPopup(other)).isEqualTo("Tre is not above Quattro.");
        assertThat(chat.record().moves()).containsExactly("b:4");
    }

    @Test
    @DisplayName("a button from an earlier turn and a press by someone else change nothing and are answered privately")
    void staleAndForeignPresses() {
        open(ANNA_AND_CARLO, 0);
        chat.say("anna", "/start");
        String mover = chat.toAct(ANNA_AND_CARLO);
        String other = mover.equals("anna") ? "carlo" : "anna";
        MessageRef prompt = chat.prompt(mover);
        List<Button> buttons = chat.now(prompt).buttons();

        chat.press(other, buttons.get(1), prompt);
        chat.press("zoe", buttons.get(1), prompt);
        assertThat(chat.lastPopup(other)).isEqualTo("Not your turn: it is " + mover + "'s.");
        assertThat(chat.lastPopup("zoe")).isEqualTo("You are not playing at this table.");
        assertThat(chat.record().moves()).isEmpty();

        chat.press(mover, buttons.get(1), prompt);
        chat.press(mover, buttons.get(2), prompt);
        assertThat(chat.lastPopup(mover)).isEqualTo("This button is from an earlier turn.");
        assertThat(chat.record().moves()).hasSize(1);
        assertThat(chat.now(prompt).text()).isEqualTo("✅ Due (2)");
    }

    @Test
    @DisplayName("when everybody passes the cards are thrown in, announced in one line, and dealt again")
    void throwIn() {
        open(ANNA_AND_CARLO, 0);
        chat.say("anna", "/start");
        int dealer = ((NapoleoneView) chat.replay(GAME).publicView()).dealer();
        for (int i = 0; i < 2; i++) {
            String mover = chat.toAct(ANNA_AND_CARLO);
            MessageRef p = chat.prompt(mover);
            chat.press(mover, chat.button(p, prefix(mover) + "b:pass"), p);
        }

        String table = chat.now(chat.chatMessage("🗣️ Bids")).text();
        assertThat(table).containsOnlyOnce("🔄").contains("🔄 Everybody passed: the cards are thrown in and the next player deals.")
                .contains("none yet").contains("(hand 1 of 5)");
        NapoleoneView now = (NapoleoneView) chat.replay(GAME).publicView();
        assertThat(now.dealer()).isEqualTo((dealer + 1) % 2);
        assertThat(now.phase()).isEqualTo(NapoleoneMatch.Phase.BIDDING);
        assertThat(chat.dmTexts("anna").size() + chat.dmTexts("carlo").size()).isGreaterThanOrEqualTo(4);
    }

    @Test
    @DisplayName("/rules napoleone at the table shows its options, and only the end rule in force")
    void rules() {
        open(ANNA_AND_CARLO, 0);
        assertThat(chat.now(chat.chatMessage("table opened by")).text()).contains("end hands · hands 5")
                .doesNotContain("target");

        chat.say("carlo", "/rules napoleone");

        assertThat(chat.lastChat()).contains("Napoleone (Nap)").contains("The match is 5 hands")
                .contains("Wellington only over a Napoleone").contains("end hands · hands 5").doesNotContain("target");
        chat.say("anna", "/stop", "/rules napoleone");
        assertThat(chat.lastChat()).contains("60 points").doesNotContain("⚙️");
    }

    @Test
    @DisplayName("an Italian table plays the whole match in Italian, the contract names kept")
    void italian() {
        chat.locale("anna", Locale.ITALIAN);
        open(ANNA_AND_CARLO, 1);
        chat.say("anna", "/inizia");
        MessageRef first = chat.prompt(chat.toAct(ANNA_AND_CARLO));
        assertThat(chat.now(first).buttons().get(0).label()).isEqualTo("Passo");

        playOut(ANNA_AND_CARLO, 2000);

        assertThat(chat.chatTexts().get(0)).contains("tavolo aperto da anna");
        assertThat(chat.handEnds()).hasSize(5).allSatisfy(t -> assertThat(t).startsWith("📊 Smazzata"))
                .satisfies(t -> assertThat(t.subList(0, 4)).allSatisfy(e -> assertThat(e).containsPattern("(fatto|sotto) \\(")));
        assertThat(chat.editTexts("🃏 Napoleone")).anyMatch(t -> t.contains("🗣️ Dichiarazioni")).anyMatch(t -> t.contains(" chiama "));
        assertThat(chat.lastShown()).contains("🏁 Partita finita · 🏆").contains("💰 Punti:");
        assertThat(chat.dmTexts("carlo")).anyMatch(t -> t.contains("Le tue carte:"));
    }

    @Test
    @DisplayName("two humans who always pass see only throw-ins, and /stop shows the standings")
    void stopAfterThrowIns() {
        open(ANNA_AND_CARLO, 0);
        chat.say("anna", "/start");
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            String mover = chat.toAct(ANNA_AND_CARLO);
            MessageRef p = chat.prompt(mover);
            seen.add(chat.now(p).buttons().get(0).label());
            chat.press(mover, chat.now(p).buttons().get(0), p);
        }
        assertThat(seen).containsOnly("Pass");
        chat.say("anna", "/stop");
        assertThat(chat.lastChat()).startsWith("⏹️ Match stopped by anna").contains("anna 0").contains("carlo 0");
    }
}
