package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.table.flow.Phase;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Reaching players privately, and chats that move")
class PrivateStartTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    private String tableId() {
        return chat.record().id();
    }

    private void startWithUnreachableCarlo() {
        chat.unreachable.add("carlo");
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
    }

    @Test
    @DisplayName("where the platform has start links, the group gets a button that opens the private chat")
    void linkButton() {
        chat.startLinks = true;
        startWithUnreachableCarlo();

        TestChat.Out told = chat.log.stream().filter(o -> o.kind().equals("chat") && o.text().startsWith("carlo,"))
                .findFirst().orElseThrow();
        assertThat(told.text()).contains("Press the button below");
        Button link = told.message().buttons().get(0);
        assertThat(link.isLink()).isTrue();
        assertThat(link.url()).isEqualTo("https://chat.example/bot?start=" + tableId());
        assertThat(link.payload()).isEmpty();
    }

    @Test
    @DisplayName("without start links the group is told in words, as before")
    void noLink() {
        startWithUnreachableCarlo();

        assertThat(chat.chatTexts()).anySatisfy(t -> assertThat(t).contains("carlo, I cannot write to you privately."));
    }

    @Test
    @DisplayName("/start <table> in a private chat sends that table's hand, with move buttons on the player's turn")
    void startWithTableSendsHand() {
        chat.startLinks = true;
        startWithUnreachableCarlo();
        String id = tableId();
        chat.unreachable.remove("carlo");
        int moves = chat.record().moves().size();

        chat.sayPrivately("carlo", "/start " + id);

        assertThat(chat.dmTexts("carlo")).hasSize(1).first().asString().contains("🃏");
        assertThat(chat.record().phase()).isEqualTo(Phase.PLAYING);
        assertThat(chat.record().moves()).hasSize(moves);
        if (chat.prompt("anna") == null) {
            assertThat(chat.prompt("carlo")).isNotNull();
        }
    }

    @Test
    @DisplayName("/start <table> from someone not seated is answered in their private chat; the match is untouched")
    void startWithTableNotSeated() {
        startWithUnreachableCarlo();

        chat.sayPrivately("dora", "/start " + tableId());

        assertThat(chat.log).filteredOn(o -> o.to().equals("dm-dora")).extracting(TestChat.Out::text)
                .containsExactly("You are not playing at this table.");
    }

    @Test
    @DisplayName("a plain /start in a group still starts the match")
    void plainStart() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start " + "nosuchtable");

        assertThat(chat.record().phase()).isEqualTo(Phase.PLAYING);
    }

    @Test
    @DisplayName("when the chat moves to a new id the table follows, posts its message there and plays on")
    void chatMoves() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        ChatId moved = new ChatId(TestChat.PLATFORM, "supergroup-1");

        chat.tables.chatMoved(chat.group, moved);
        chat.tables.chatMoved(chat.group, moved);

        assertThat(chat.tables.table(chat.group)).isEmpty();
        assertThat(chat.tables.table(moved)).isPresent();
        List<TestChat.Out> posted = chat.log.stream().filter(o -> o.kind().equals("chat") && o.to().equals("supergroup-1"))
                .toList();
        assertThat(posted).hasSize(1);
        assertThat(posted.get(0).text()).contains("to play");
        MessageRef newTable = posted.get(0).ref();
        assertThat(chat.recordIn(moved).tableMessage()).isEqualTo(newTable);

        chat.playOut(List.of("anna", "carlo"), 3000);
        assertThat(chat.log.get(chat.log.size() - 1).to()).isEqualTo("supergroup-1");
        assertThat(chat.log.get(chat.log.size() - 1).text()).contains("🏁");
    }
}
