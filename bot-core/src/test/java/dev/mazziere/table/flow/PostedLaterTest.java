package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Group posts a platform sends later: the table keeps their own refs")
class PostedLaterTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    private MessageRef startWithPostsLater() {
        chat.postLater = true;
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        return chat.record().tableMessage();
    }

    private long tablePosts(TestChat in) {
        return in.log.stream().filter(o -> o.kind().equals("chat") && o.text().startsWith("🃏 Scopa · ")).count();
    }

    @Test
    @DisplayName("the table message is stored by the ref the platform gave it, so a restart edits it")
    void storedByItsOwnRef() {
        MessageRef standIn = startWithPostsLater();
        assertThat(standIn.id()).startsWith("p");

        chat.announcePosts();
        MessageRef own = chat.record().tableMessage();
        assertThat(own.id()).startsWith("m");

        TestChat after = chat.restarted();
        after.playOut(List.of("anna", "carlo"), 1);
        assertThat(tablePosts(after)).as("no table posted anew").isZero();
        assertThat(after.now(own).text()).contains("▶️ ");
    }

    @Test
    @DisplayName("a stand-in kept across a restart, its message never sent, is posted anew")
    void standInOfAnEarlierRunIsPostedAnew() {
        startWithPostsLater();

        TestChat after = chat.restarted();

        assertThat(tablePosts(after)).isEqualTo(1);
        assertThat(after.record().tableMessage().id()).startsWith("m");
    }

    @Test
    @DisplayName("an edit found gone under the stand-in, its own ref known by then, posts the table anew")
    void goneUnderItsStandIn() {
        MessageRef standIn = startWithPostsLater();
        chat.postLater = false;
        chat.announcePosts();
        long before = tablePosts(chat);

        chat.tables.editSent(standIn, Delivery.Unreachable.gone("message deleted"));

        assertThat(tablePosts(chat)).isEqualTo(before + 1);
        assertThat(chat.record().tableMessage()).isNotEqualTo(standIn);
    }
}
