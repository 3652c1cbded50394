package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.telegram.FakeBotApi.Photo;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.ReentrantLock;
import mockwebserver3.MockResponse;

/**
 * The pictures in {@link FakeBotApi}'s chats: photo messages the bot sends, their caption
 * and picture edited in place (and a text turned into a picture), as Telegram takes or
 * refuses them, with the bytes of every picture uploaded kept for tests to read.
 */
final class FakePictures {

    private final ReentrantLock lock;
    private final FakeWire wire;
    private final FakeMessages messages;
    private final FakeTopics topics;
    private final List<Photo> photos = new ArrayList<>();

    FakePictures(ReentrantLock lock, FakeWire wire, FakeMessages messages, FakeTopics topics) {
        this.lock = lock;
        this.wire = wire;
        this.messages = messages;
        this.topics = topics;
    }

    List<Photo> of(long chat) {
        lock.lock();
        try {
            return photos.stream().filter(p -> p.chat() == chat).toList();
        } finally {
            lock.unlock();
        }
    }

    Photo shownBy(long chat, int messageId) {
        lock.lock();
        try {
            Photo last = null;
            for (Photo p : photos) {
                if (p.chat() == chat && p.messageId() == messageId) {
                    last = p;
                }
            }
            return last;
        } finally {
            lock.unlock();
        }
    }

    /** A photo message: its picture kept, its caption and buttons like a text's. */
    MockResponse sendPhoto(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        MockResponse refused = messages.blockedBy(chat);
        if (refused != null) {
            return refused;
        }
        JsonNode upload = params.path("photo");
        if (!upload.path("content").isBinary()) {
            return wire.error(400, "Bad Request: there is no photo in the request", null);
        }
        if (params.path("caption").asText().length() > FakeBotApi.MAX_CAPTION) {
            return wire.error(400, "Bad Request: message caption is too long", null);
        }
        ObjectNode m = messages.fresh(chat);
        refused = topics.into(chat, params, m);
        if (refused != null) {
            return refused;
        }
        setPhoto(m, chat, upload);
        m.put("caption", params.path("caption").asText());
        if (params.has("reply_markup")) {
            m.set("reply_markup", wire.markup(params.get("reply_markup")));
        }
        messages.keep(chat, m, true);
        return wire.ok(m);
    }

    /** Puts the uploaded picture in message {@code m}, as Telegram's photo sizes, and keeps its bytes. */
    private void setPhoto(ObjectNode m, long chat, JsonNode upload) {
        byte[] bytes;
        try {
            bytes = upload.get("content").binaryValue();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        int id = m.get("message_id").asInt();
        photos.add(new Photo(chat, id, upload.path("file_name").asText(), bytes));
        ArrayNode sizes = m.putArray("photo");
        sizes.addObject().put("file_id", "photo" + photos.size()).put("file_unique_id", "p" + photos.size())
                .put("width", 720).put("height", 600).put("file_size", bytes.length);
    }

    /** A photo's caption and buttons; a message without a picture has no caption to edit. */
    MockResponse editMessageCaption(JsonNode params) {
        ObjectNode m = messages.find(params.path("chat_id").asLong(), params.path("message_id").asInt());
        if (m == null) {
            return wire.error(400, "Bad Request: message to edit not found", null);
        }
        if (!m.has("photo")) {
            return wire.error(400, "Bad Request: there is no caption in the message to edit", null);
        }
        if (params.path("caption").asText().length() > FakeBotApi.MAX_CAPTION) {
            return wire.error(400, "Bad Request: message caption is too long", null);
        }
        JsonNode newMarkup = wire.markupOf(params);
        if (m.path("caption").asText().equals(params.path("caption").asText())
                && java.util.Objects.equals(m.get("reply_markup"), newMarkup)) {
            return wire.error(400, FakeMessages.NOT_MODIFIED, null);
        }
        m.put("caption", params.path("caption").asText());
        FakeMessages.setMarkup(m, newMarkup);
        messages.changed(params.path("chat_id").asLong(), params.path("message_id").asInt());
        return wire.ok(m);
    }

    /**
     * A new picture with its caption and buttons in place of a message's: a photo's, or
     * a text's (the Bot API adds media to text messages).
     */
    MockResponse editMessageMedia(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        ObjectNode m = messages.find(chat, params.path("message_id").asInt());
        if (m == null) {
            return wire.error(400, "Bad Request: message to edit not found", null);
        }
        JsonNode media = params.path("media");
        if (!media.path("type").asText().equals("photo") || !media.path("content").isBinary()) {
            return wire.error(400, "Bad Request: there is no media in the request", null);
        }
        if (media.path("caption").asText().length() > FakeBotApi.MAX_CAPTION) {
            return wire.error(400, "Bad Request: message caption is too long", null);
        }
        m.remove("text");
        setPhoto(m, chat, media);
        m.put("caption", media.path("caption").asText());
        FakeMessages.setMarkup(m, wire.markupOf(params));
        messages.changed(chat, params.path("message_id").asInt());
        return wire.ok(m);
    }
}
