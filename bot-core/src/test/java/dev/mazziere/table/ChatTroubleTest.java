package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Right;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Tables whose chat refuses the bot")
class ChatTroubleTest {

    private static final Delivery.Unreachable NO_POST =
            Delivery.Unreachable.noRights(Set.of(Right.POST), "403 not enough rights");
    private static final Duration TIMEOUT = Duration.ofMinutes(2);

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    private void startWith(String owner, String other) {
        chat.open("/scopa", owner, other);
        chat.say(owner, "/start");
    }

    private int moves() {
        return chat.record().moves().size();
    }

    /** Whoever of the two has move buttons presses the first one. */
    private void playOne(String a, String b) {
        String mover = chat.prompt(a) != null ? a : b;
        MessageRef prompt = chat.prompt(mover);
        assertThat(prompt).as("a prompt for " + mover).isNotNull();
        chat.press(mover, chat.now(prompt).buttons().get(0), prompt);
    }

    private List<String> refusedTables() {
        return chat.refusedTexts().stream().filter(t -> t.startsWith("🃏 Scopa ·")).toList();
    }

    private List<String> postedTables() {
        return chat.chatTexts().stream().filter(t -> t.startsWith("🃏 Scopa ·")).toList();
    }

    private List<String> notices(String user) {
        return chat.dmTexts(user).stream().filter(t -> t.startsWith("⚠️")).toList();
    }

    @Test
    @DisplayName("a lobby whose post was refused is posted at the next change, one try per change, then edited")
    void lobbyPostedAgain() {
        chat.refusal = NO_POST;
        chat.open("/scopa", "anna", "carlo");
        assertThat(chat.refusedTexts()).filteredOn(t -> t.contains("table opened by")).as("open, then one try")
                .hasSize(2);

        chat.refusal = null;
        chat.say("bea", "/join");
        MessageRef lobby = chat.chatMessage("table opened by");
        assertThat(chat.now(lobby).text()).contains("anna, carlo, bea");

        chat.say("dario", "/join");
        assertThat(chat.now(lobby).text()).contains("dario");
        assertThat(chat.chatTexts()).filteredOn(t -> t.contains("table opened by")).as("posted once").hasSize(1);
    }

    @Test
    @DisplayName("a table whose post was refused is posted at the next move, one try per move, then edited")
    void tablePostedAgain() {
        chat.open("/scopa", "anna", "carlo");
        chat.refusal = NO_POST;
        chat.say("anna", "/start");
        playOne("anna", "carlo");
        assertThat(refusedTables()).as("the start, then one try for the move").hasSize(2);
        assertThat(postedTables()).isEmpty();

        chat.refusal = null;
        playOne("anna", "carlo");
        assertThat(postedTables()).hasSize(1);
        MessageRef table = chat.chatMessage("🃏 Scopa ·");
        String before = chat.now(table).text();

        playOne("anna", "carlo");
        assertThat(moves()).isEqualTo(3);
        assertThat(postedTables()).as("edited from then on").hasSize(1);
        assertThat(chat.now(table).text()).isNotEqualTo(before).contains("▶️");
    }

    @Test
    @DisplayName("a refusal nobody saw is told to the owner privately, naming the right and the chat, once per outage")
    void ownerTold() {
        startWith("anna", "carlo");
        chat.refusal = NO_POST;

        chat.time.advance(TIMEOUT);
        assertThat(moves()).as("the computer played the timed-out turn").isEqualTo(1);
        assertThat(notices("anna")).singleElement().asString()
                .startsWith("⚠️ Your Scopa table in #group-1: I cannot post or edit messages there")
                .contains("«Send Messages»");
        assertThat(notices("carlo")).as("only the owner").isEmpty();

        chat.time.advance(TIMEOUT);
        assertThat(moves()).isEqualTo(2);
        assertThat(notices("anna")).as("once per outage").hasSize(1);

        chat.refusal = null;
        playOne("anna", "carlo");
        chat.refusal = NO_POST;
        chat.time.advance(TIMEOUT);
        assertThat(notices("anna")).as("a new outage is news again").hasSize(2);
    }

    @Test
    @DisplayName("the owner is told in the table's language")
    void ownerToldInItalian() {
        chat.locale("anna", Locale.ITALIAN);
        startWith("anna", "carlo");
        chat.refusal = Delivery.Unreachable.noRights(Set.of(Right.VIEW, Right.POST), "403");

        chat.time.advance(TIMEOUT);

        assertThat(notices("anna")).singleElement().asString()
                .startsWith("⚠️ Il tuo tavolo di Scopa in #group-1: lì non posso scrivere")
                .contains("«Visualizzare il canale», «Inviare messaggi»");
    }

    @Test
    @DisplayName("a refusal answered through the user's own interaction is not told to the owner")
    void reroutedNotTold() {
        startWith("anna", "carlo");
        chat.refusal = NO_POST;
        chat.rerouted = true;

        chat.time.advance(TIMEOUT);
        playOne("anna", "carlo");

        assertThat(moves()).isEqualTo(2);
        assertThat(notices("anna")).isEmpty();
    }

    @Test
    @DisplayName("a chat the bot was removed from: no turn is played unseen, the table stays stored and goes on when back")
    void chatGone() {
        startWith("anna", "carlo");
        chat.tables.chatsGone(List.of(chat.group), "the bot was removed from server 7");
        chat.refusal = Delivery.Unreachable.chatGone("removed");

        chat.time.advance(TIMEOUT.multipliedBy(10));
        assertThat(moves()).as("the turn waits").isZero();
        assertThat(chat.record().deadline()).isNull();
        assertThat(chat.store.loadOpenTable(TestChat.PLATFORM, chat.group.id())).isPresent();
        assertThat(notices("anna")).isEmpty();

        chat.refusal = null;
        playOne("anna", "carlo");
        assertThat(moves()).isEqualTo(1);
        assertThat(chat.record().deadline()).as("the clock runs again").isNotNull();
        chat.time.advance(TIMEOUT);
        assertThat(moves()).isEqualTo(2);
    }
}
