package dev.mazziere.discord;

import java.io.IOException;
import java.net.InetAddress;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import net.dv8tion.jda.api.utils.data.DataArray;
import net.dv8tion.jda.api.utils.data.DataObject;
import okhttp3.Response;
import okhttp3.WebSocket;
import okhttp3.WebSocketListener;

/**
 * A small Discord on 127.0.0.1: the REST routes the adapter uses and a gateway
 * WebSocket (HELLO, IDENTIFY, READY, GUILD_CREATE, heartbeats, dispatches). One server
 * with one text channel; every REST call is recorded for the test to check.
 */
final class FakeDiscord implements AutoCloseable {

    static final String BOT = "100";
    static final String GUILD = "200";
    static final String CHANNEL = "300";
    static final String TOKEN = "fake.bot-token.ZZsecretZZ";

    /**
     * A REST call: its JSON body (a multipart request's {@code payload_json}) and the files it
     * uploaded, in order ({@code files[0]}, {@code files[1]} ...).
     */
    record Call(String method, String path, DataObject body, List<Upload> files) {
        boolean is(String m, String regex) {
            return method.equals(m) && path.matches(regex);
        }
    }

    /** A file uploaded with a message. */
    record Upload(String fileName, byte[] bytes) {
    }

    final List<Call> calls = new CopyOnWriteArrayList<>();
    final Map<String, DataObject> messages = new ConcurrentHashMap<>();
    /** Attachment id -> the bytes uploaded for it. */
    final Map<String, byte[]> attachments = new ConcurrentHashMap<>();
    final Set<String> expired = ConcurrentHashMap.newKeySet();
    final Set<String> deleted = ConcurrentHashMap.newKeySet();
    final Set<String> closedDms = ConcurrentHashMap.newKeySet();
    /** Channels where the bot may not post or edit (403 Missing Permissions). */
    final Set<String> forbidden = ConcurrentHashMap.newKeySet();
    /**
     * What a forbidden channel answers: 50013 Missing Permissions or 50001 Missing Access
     * (403), 10003 Unknown Channel or 10004 Unknown Guild (404).
     */
    volatile int forbiddenCode = 50013;
    /** Run on the server's thread before a forbidden channel answers (a test removes the bot meanwhile). */
    volatile Runnable beforeRefusal = () -> { };
    /** When set, follow-up messages everyone would see are refused: the interaction cannot carry them. */
    volatile boolean publicFollowupsRefused;
    /** User id -> Discord locale of their client (default en-US). */
    final Map<String, String> locales = new ConcurrentHashMap<>();
    /** Users holding the server's Admin role (Manage Server). */
    final Set<String> admins = ConcurrentHashMap.newKeySet();
    private final Map<String, String> originals = new ConcurrentHashMap<>();
    /** Threads the bot made, by id: as Discord keeps them (archived or not). */
    private final Map<String, DataObject> threads = new ConcurrentHashMap<>();
    /** The channel an interaction (by its token) happened in, where it is not {@link #CHANNEL}. */
    private final Map<String, String> interactionChannels = new ConcurrentHashMap<>();
    /** Interaction token -> ids of the follow-up messages sent with it. */
    final Map<String, List<String>> followups = new ConcurrentHashMap<>();
    private final MockWebServer server = new MockWebServer();
    /** Snowflakes of now: JDA reads an interaction's age from its id. */
    private final AtomicLong ids = new AtomicLong((System.currentTimeMillis() - 1_420_070_400_000L) << 22);
    private final AtomicInteger seq = new AtomicInteger();
    private final CountDownLatch identified = new CountDownLatch(1);
    /** IDENTIFY frames answered, one per shard. */
    final AtomicInteger identifies = new AtomicInteger();
    private volatile WebSocket socket;

    FakeDiscord() throws IOException {
        server.setDispatcher(new Dispatcher() {
            @Override
            public MockResponse dispatch(RecordedRequest request) {
                return FakeDiscord.this.dispatch(request);
            }
        });
        server.start(InetAddress.getLoopbackAddress(), 0);
    }

    String restBase() {
        return "http://127.0.0.1:" + server.getPort() + "/api/v10/";
    }

    String gateway() {
        return "ws://127.0.0.1:" + server.getPort() + "/gateway";
    }

    DiscordConfig config(DiscordConfig.Hands hands) {
        return new DiscordConfig(TOKEN, GUILD, hands, 1, restBase(), gateway());
    }

    String newId() {
        return Long.toString(ids.incrementAndGet());
    }

    // ---- gateway

    private MockResponse dispatch(RecordedRequest request) {
        String path = request.getUrl().encodedPath();
        if (path.startsWith("/gateway")) {
            return new MockResponse.Builder().webSocketUpgrade(new Gateway()).build();
        }
        String rest = path.replaceFirst("^/api/v10", "");
        byte[] bytes = request.getBody() == null ? new byte[0] : request.getBody().toByteArray();
        String type = request.getHeaders().get("Content-Type");
        List<Upload> files = new java.util.ArrayList<>();
        String text = type != null && type.startsWith("multipart/form-data")
                ? Multipart.parts(bytes, type, files) : new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
        // A JSON array (the slash commands' bulk PUT) is kept under "array".
        DataObject body = text.startsWith("{") ? DataObject.fromJson(text)
                : text.startsWith("[") ? DataObject.empty().put("array", DataArray.fromJson(text)) : DataObject.empty();
        Call call = new Call(request.getMethod(), rest, body, List.copyOf(files));
        calls.add(call);
        return route(call);
    }

    private final class Gateway extends WebSocketListener {
        @Override
        public void onOpen(WebSocket ws, Response response) {
            ws.send(DataObject.empty().put("op", 10).put("d", DataObject.empty().put("heartbeat_interval", 41250))
                    .toString());
        }

        @Override
        public void onMessage(WebSocket ws, String text) {
            DataObject frame = DataObject.fromJson(text);
            switch (frame.getInt("op")) {
                case 1 -> ws.send(DataObject.empty().put("op", 11).toString());
                case 2 -> {
                    DataArray shard = frame.getObject("d").optArray("shard").orElse(null);
                    if (shard != null && shard.getInt(0) != 0) {
                        // Another shard: the one server lives on shard 0 ((200 >> 22) % n == 0).
                        sendOn(ws, "READY", DataObject.empty().put("v", 10).put("user", botUser())
                                .put("guilds", DataArray.empty()).put("private_channels", DataArray.empty())
                                .put("session_id", "session-" + shard.getInt(0)).put("resume_gateway_url", gateway())
                                .put("shard", shard)
                                .put("application", DataObject.empty().put("id", BOT).put("flags", 0)));
                        identifies.incrementAndGet();
                        return;
                    }
                    socket = ws;
                    identifies.incrementAndGet();
                    send("READY", DataObject.empty().put("v", 10).put("user", botUser())
                            .put("guilds", DataArray.empty().add(DataObject.empty().put("id", GUILD)
                                    .put("unavailable", true)))
                            .put("private_channels", DataArray.empty()).put("session_id", "session-1")
                            .put("resume_gateway_url", gateway())
                            .put("application", DataObject.empty().put("id", BOT).put("flags", 0)));
                    send("GUILD_CREATE", guild());
                    identified.countDown();
                }
                default -> {
                }
            }
        }

        @Override
        public void onClosing(WebSocket ws, int code, String reason) {
            ws.close(1000, null);
        }
    }

    /** The bot is removed from the server (kicked): GUILD_DELETE without {@code unavailable}. */
    /** The channel answers every post and edit with Discord error {@code code}, until {@link #forbidden} is cleared. */
    void refuseChannel(int code) {
        forbiddenCode = code;
        forbidden.add(CHANNEL);
    }

    void removeGuild() {
        send("GUILD_DELETE", DataObject.empty().put("id", GUILD));
    }

    /** The bot is invited back: the server arrives again, as for a server joined after READY. */
    void addGuild() {
        send("GUILD_CREATE", guild());
    }

    boolean awaitIdentify() throws InterruptedException {
        return identified.await(10, TimeUnit.SECONDS);
    }

    void send(String type, DataObject data) {
        sendOn(socket, type, data);
    }

    private void sendOn(WebSocket ws, String type, DataObject data) {
        ws.send(DataObject.empty().put("op", 0).put("t", type).put("s", seq.incrementAndGet()).put("d", data)
                .toString());
    }

    // ---- interactions a user makes

    static DataObject user(String id, String name) {
        return DataObject.empty().put("id", id).put("username", name).put("global_name", name)
                .put("discriminator", "0").put("avatar", null);
    }

    static final String ADMIN_ROLE = "400";

    private DataObject member(DataObject user) {
        DataArray roles = DataArray.empty();
        if (admins.contains(user.getString("id"))) {
            roles.add(ADMIN_ROLE);
        }
        return DataObject.empty().put("user", user).put("roles", roles)
                .put("joined_at", "2024-01-01T00:00:00.000000+00:00").put("deaf", false).put("mute", false)
                .put("permissions", "0").put("flags", 0);
    }

    private DataObject interaction(String id, int type, DataObject user, DataObject data) {
        return interaction(id, type, user, data, CHANNEL);
    }

    /** An interaction in {@code channel}: the text channel, or a thread of it. */
    private DataObject interaction(String id, int type, DataObject user, DataObject data, String channel) {
        DataObject thread = threads.get(channel);
        if (thread != null) {
            interactionChannels.put("itoken-" + id, channel);
        }
        return DataObject.empty().put("id", id).put("application_id", BOT).put("type", type)
                .put("token", "itoken-" + id).put("version", 1).put("guild_id", GUILD)
                .put("guild", DataObject.empty().put("id", GUILD).put("locale", "en-US").put("features", DataArray.empty())).put("channel_id", channel)
                .put("channel", thread != null ? thread : channel()).put("member", member(user))
                .put("locale", locales.getOrDefault(user.getString("id"), "en-US"))
                .put("guild_locale", "en-US").put("context", 0)
                .put("authorizing_integration_owners", DataObject.empty().put("0", GUILD))
                .put("app_permissions", "8").put("entitlements", DataArray.empty()).put("data", data);
    }

    /** A user types {@code /name value...}; returns the interaction id. */
    String command(DataObject user, String name, String... options) {
        return commandIn(CHANNEL, user, name, options);
    }

    /** A user types {@code /name value...} in {@code channel} (a thread, or the channel); returns the interaction id. */
    String commandIn(String channel, DataObject user, String name, String... options) {
        String id = newId();
        DataArray opts = DataArray.empty();
        List<String> names = SlashCommands.argNames(name);
        for (int i = 0; i < options.length; i++) {
            opts.add(DataObject.empty().put("name", names.get(i)).put("type", 3).put("value", options[i]));
        }
        send("INTERACTION_CREATE", interaction(id, 2, user,
                DataObject.empty().put("id", "1" + id).put("name", name).put("type", 1).put("options", opts), channel));
        return id;
    }

    /** A user presses the button {@code customId} on message {@code messageId}; returns the interaction id. */
    String press(DataObject user, String messageId, String customId) {
        return press(user, messageId, customId, false);
    }

    /** A press whose interaction has expired by the time the bot acknowledges it. */
    String pressExpired(DataObject user, String messageId, String customId) {
        return press(user, messageId, customId, true);
    }

    private String press(DataObject user, String messageId, String customId, boolean expire) {
        String id = newId();
        if (expire) {
            expired.add(id);
        }
        DataObject message = messages.get(messageId);
        if (message == null) {
            throw new IllegalArgumentException("no message " + messageId);
        }
        DataObject interaction = interaction(id, 3, user,
                DataObject.empty().put("custom_id", customId).put("component_type", 2), message.getString("channel_id"));
        originals.put("itoken-" + id, messageId); // a deferred update's original is the pressed message
        interaction.put("message", message);
        send("INTERACTION_CREATE", interaction);
        return id;
    }

    /** A user picks {@code value} in select menu {@code customId}. */
    String pick(DataObject user, String messageId, String customId, String value) {
        String id = newId();
        DataObject interaction = interaction(id, 3, user, DataObject.empty().put("custom_id", customId)
                .put("component_type", 3).put("values", DataArray.empty().add(value)));
        interaction.put("message", messages.get(messageId));
        originals.put("itoken-" + id, messageId);
        send("INTERACTION_CREATE", interaction);
        return id;
    }

    void react(DataObject user, String messageId, String emoji, boolean added) {
        DataObject data = DataObject.empty().put("user_id", user.getString("id")).put("channel_id", CHANNEL)
                .put("message_id", messageId).put("guild_id", GUILD)
                .put("emoji", DataObject.empty().put("id", null).put("name", emoji)).put("burst", false)
                .put("type", 0);
        if (added) {
            data.put("member", member(user)).put("message_author_id", BOT);
        }
        send(added ? "MESSAGE_REACTION_ADD" : "MESSAGE_REACTION_REMOVE", data);
    }

    // ---- REST

    private static final Pattern CALLBACK = Pattern.compile("/interactions/(\\d+)/([^/]+)/callback");
    private static final Pattern ORIGINAL = Pattern.compile("/webhooks/\\d+/([^/]+)/messages/@original");
    private static final Pattern FOLLOWUP = Pattern.compile("/webhooks/\\d+/([^/]+)");
    private static final Pattern WEBHOOK_EDIT = Pattern.compile("/webhooks/\\d+/([^/]+)/messages/(\\d+)");
    private static final Pattern CHANNEL_MESSAGES = Pattern.compile("/channels/(\\d+)/messages");
    private static final Pattern CHANNEL_MESSAGE = Pattern.compile("/channels/(\\d+)/messages/(\\d+)");
    private static final Pattern THREADS = Pattern.compile("/channels/(\\d+)/threads");
    private static final Pattern ONE_CHANNEL = Pattern.compile("/channels/(\\d+)");

    private MockResponse route(Call call) {
        String p = call.path();
        Matcher m;
        if (call.is("GET", "/users/@me")) {
            return json(200, botUser());
        }
        if (call.is("GET", "/gateway/bot")) {
            return json(200, DataObject.empty().put("url", gateway()).put("shards", 1)
                    .put("session_start_limit", DataObject.empty().put("total", 1000).put("remaining", 1000)
                            .put("reset_after", 0).put("max_concurrency", 16)));
        }
        if (call.is("GET", "/applications/@me")) {
            return json(200, DataObject.empty().put("id", BOT).put("name", "Mazziere").put("flags", 0));
        }
        if ((m = CALLBACK.matcher(p)).matches()) {
            if (expired.contains(m.group(1))) {
                return json(404, DataObject.empty().put("message", "Unknown interaction").put("code", 10062));
            }
            return new MockResponse.Builder().code(204).build();
        }
        if ((m = ORIGINAL.matcher(p)).matches()) {
            if (call.method().equals("DELETE")) {
                return new MockResponse.Builder().code(204).build();
            }
            String id = originals.computeIfAbsent(m.group(1), k -> newId());
            return json(200, store(id, interactionChannels.getOrDefault(m.group(1), CHANNEL), call, true));
        }
        if ((m = WEBHOOK_EDIT.matcher(p)).matches()) {
            return json(200, store(m.group(2), interactionChannels.getOrDefault(m.group(1), CHANNEL), call, true));
        }
        if ((m = FOLLOWUP.matcher(p)).matches() && call.method().equals("POST")) {
            if (publicFollowupsRefused && (call.body().getInt("flags", 0) & 64) == 0) {
                return json(404, DataObject.empty().put("message", "Unknown Webhook").put("code", 10015));
            }
            String id = newId();
            followups.computeIfAbsent(m.group(1), k -> new CopyOnWriteArrayList<>()).add(id);
            return json(200, store(id, interactionChannels.getOrDefault(m.group(1), CHANNEL), call, true));
        }
        if (((m = CHANNEL_MESSAGE.matcher(p)).matches() || (m = CHANNEL_MESSAGES.matcher(p)).matches())
                && forbidden.contains(m.group(1))) {
            beforeRefusal.run();
            int code = forbiddenCode;
            String message = switch (code) {
                case 10003 -> "Unknown Channel";
                case 10004 -> "Unknown Guild";
                case 50001 -> "Missing Access";
                default -> "Missing Permissions";
            };
            return json(code < 20000 ? 404 : 403, DataObject.empty().put("message", message).put("code", code));
        }
        if ((m = CHANNEL_MESSAGE.matcher(p)).matches() && call.method().equals("PATCH")) {
            if (deleted.contains(m.group(2))) {
                return json(404, DataObject.empty().put("message", "Unknown Message").put("code", 10008));
            }
            return json(200, store(m.group(2), m.group(1), call, false));
        }
        if ((m = CHANNEL_MESSAGES.matcher(p)).matches() && call.method().equals("POST")) {
            return json(200, store(newId(), m.group(1), call, false));
        }
        if ((m = THREADS.matcher(p)).matches() && call.method().equals("POST")) {
            if (threadsRefused) {
                return json(403, DataObject.empty().put("message", "Missing Permissions").put("code", 50013));
            }
            String id = newId();
            DataObject thread = thread(id, m.group(1), call.body().getString("name"), false);
            threads.put(id, thread);
            send("THREAD_CREATE", thread(id, m.group(1), call.body().getString("name"), false).put("newly_created", true));
            return json(200, thread);
        }
        if ((m = ONE_CHANNEL.matcher(p)).matches() && call.method().equals("PATCH") && threads.containsKey(m.group(1))) {
            DataObject old = threads.get(m.group(1));
            DataObject now = thread(m.group(1), old.getString("parent_id"), old.getString("name"),
                    call.body().getBoolean("archived", false));
            threads.put(m.group(1), now);
            return json(200, now);
        }
        if (call.is("POST", "/users/@me/channels")) {
            String recipient = call.body().getString("recipient_id");
            return json(200, DataObject.empty().put("id", "9" + recipient).put("type", 1)
                    .put("recipients", DataArray.empty().add(user(recipient, "user" + recipient))));
        }
        if (call.is("PUT", "/applications/\\d+/guilds/\\d+/commands") || call.is("PUT", "/applications/\\d+/commands")) {
            return json(200, DataArray.empty().toString());
        }
        return json(404, DataObject.empty().put("message", "Unknown route " + p).put("code", 0));
    }

    /** A message as Discord returns it, built from what the bot sent (and kept for later presses). */
    private DataObject store(String id, String channel, Call call, boolean webhook) {
        if (channel.startsWith("9") && closedDms.contains(channel.substring(1))) {
            return null;
        }
        DataObject sent = call.body();
        DataObject old = messages.get(id);
        DataObject msg = DataObject.empty().put("id", id).put("channel_id", channel)
                .put("author", botUser()).put("timestamp", "2024-01-01T00:00:00.000000+00:00")
                .put("edited_timestamp", null).put("tts", false).put("mention_everyone", false)
                .put("mentions", DataArray.empty()).put("mention_roles", DataArray.empty())
                .put("attachments", attachments(sent, call.files(), old)).put("embeds", DataArray.empty()).put("pinned", false)
                .put("type", 0)
                .put("content", sent.hasKey("content") ? sent.getString("content")
                        : old != null ? old.getString("content", "") : "")
                .put("components", sent.hasKey("components") ? sent.getArray("components")
                        : old != null ? old.getArray("components") : DataArray.empty())
                .put("flags", sent.getInt("flags", old != null ? old.getInt("flags", 0) : 0));
        if (!channel.startsWith("9")) {
            msg.put("guild_id", GUILD);
        }
        if (webhook) {
            msg.put("webhook_id", BOT).put("application_id", BOT);
        }
        messages.put(id, msg);
        return msg;
    }

    /**
     * The attachments a message has after {@code sent}: as {@code old} had them when the
     * call does not say, else those it keeps (by id) and those it uploads ({@code files[n]}
     * for the entry whose id is {@code n}), as Discord does.
     */
    private DataArray attachments(DataObject sent, List<Upload> files, DataObject old) {
        if (!sent.hasKey("attachments")) {
            return old != null ? old.getArray("attachments") : DataArray.empty();
        }
        Map<String, DataObject> kept = new java.util.HashMap<>();
        if (old != null) {
            DataArray had = old.getArray("attachments");
            for (int i = 0; i < had.length(); i++) {
                kept.put(had.getObject(i).getString("id"), had.getObject(i));
            }
        }
        DataArray out = DataArray.empty();
        DataArray wanted = sent.getArray("attachments");
        for (int i = 0; i < wanted.length(); i++) {
            String ref = wanted.getObject(i).getString("id");
            if (kept.containsKey(ref)) {
                out.add(kept.get(ref));
                continue;
            }
            Upload file = files.get(Integer.parseInt(ref));
            String id = newId();
            attachments.put(id, file.bytes());
            String url = "http://127.0.0.1:" + server.getPort() + "/attachments/" + id + "/" + file.fileName();
            out.add(DataObject.empty().put("id", id).put("filename", file.fileName()).put("size", file.bytes().length)
                    .put("url", url).put("proxy_url", url).put("content_type", "image/png").put("width", 720)
                    .put("height", 400).put("ephemeral", false));
        }
        return out;
    }

    /** The bytes of each attachment message {@code messageId} shows, in order, and their file names. */
    List<Upload> attachmentsOf(String messageId) {
        List<Upload> out = new java.util.ArrayList<>();
        DataArray shown = messages.get(messageId).getArray("attachments");
        for (int i = 0; i < shown.length(); i++) {
            DataObject a = shown.getObject(i);
            out.add(new Upload(a.getString("filename"), attachments.get(a.getString("id"))));
        }
        return out;
    }

    private static MockResponse json(int code, DataObject body) {
        if (body == null) {
            return json(403, DataObject.empty().put("message", "Cannot send messages to this user").put("code", 50007));
        }
        return json(code, body.toString());
    }

    private static MockResponse json(int code, String body) {
        return new MockResponse.Builder().code(code).setHeader("Content-Type", "application/json").body(body).build();
    }

    private static DataObject botUser() {
        return DataObject.empty().put("id", BOT).put("username", "mazziere").put("discriminator", "0000")
                .put("avatar", null).put("bot", true).put("verified", true).put("mfa_enabled", false)
                .put("flags", 0);
    }

    /** A public thread of {@code parent}, made by the bot, as Discord describes it. */
    private static DataObject thread(String id, String parent, String name, boolean archived) {
        return DataObject.empty().put("id", id).put("type", 11).put("guild_id", GUILD).put("parent_id", parent)
                .put("name", name).put("owner_id", BOT).put("member_count", 1).put("message_count", 0)
                .put("total_message_sent", 0).put("rate_limit_per_user", 0).put("flags", 0).put("last_message_id", null)
                .put("thread_metadata", DataObject.empty().put("archived", archived).put("locked", false)
                        .put("auto_archive_duration", 1440).put("invitable", true)
                        .put("archive_timestamp", "2024-01-01T00:00:00.000000+00:00")
                        .put("create_timestamp", "2024-01-01T00:00:00.000000+00:00"));
    }

    /** The threads not archived, as GUILD_CREATE lists them: a bot that connects again finds them. */
    private DataArray activeThreads() {
        DataArray active = DataArray.empty();
        threads.values().stream().filter(t -> !t.getObject("thread_metadata").getBoolean("archived"))
                .forEach(active::add);
        return active;
    }

    /** The threads the bot made, as they are now: each with its parent, name and archived flag. */
    Map<String, DataObject> threads() {
        return Map.copyOf(threads);
    }

    /** From now on the bot may not make threads (Discord refuses, Missing Permissions). */
    void refuseThreads() {
        threadsRefused = true;
    }

    private volatile boolean threadsRefused;

    private static DataObject channel() {
        return DataObject.empty().put("id", CHANNEL).put("type", 0).put("guild_id", GUILD).put("name", "carte")
                .put("position", 0).put("permission_overwrites", DataArray.empty()).put("nsfw", false)
                .put("flags", 0);
    }

    private DataObject guild() {
        DataObject everyone = DataObject.empty().put("id", GUILD).put("name", "@everyone")
                .put("permissions", "1024").put("position", 0).put("color", 0)
                .put("colors", DataObject.empty().put("primary_color", 0).put("secondary_color", null)
                        .put("tertiary_color", null)).put("hoist", false)
                .put("managed", false).put("mentionable", false).put("flags", 0);
        DataObject admin = DataObject.empty().put("id", ADMIN_ROLE).put("name", "Admin")
                .put("permissions", "32").put("position", 1).put("color", 0)
                .put("colors", DataObject.empty().put("primary_color", 0).put("secondary_color", null)
                        .put("tertiary_color", null)).put("hoist", false)
                .put("managed", false).put("mentionable", false).put("flags", 0);
        return DataObject.empty().put("id", GUILD).put("name", "Osteria").put("owner_id", BOT)
                .put("member_count", 1).put("members", DataArray.empty().add(member(botUser())))
                .put("roles", DataArray.empty().add(everyone).add(admin)).put("channels", DataArray.empty().add(channel()))
                .put("threads", activeThreads()).put("guild_scheduled_events", DataArray.empty())
                .put("emojis", DataArray.empty()).put("stickers", DataArray.empty())
                .put("soundboard_sounds", DataArray.empty())
                .put("voice_states", DataArray.empty()).put("presences", DataArray.empty())
                .put("features", DataArray.empty()).put("preferred_locale", "en-US").put("premium_tier", 0)
                .put("unavailable", false).put("large", false).put("joined_at", "2024-01-01T00:00:00.000000+00:00")
                .put("afk_timeout", 300).put("verification_level", 0).put("default_message_notifications", 0)
                .put("explicit_content_filter", 0).put("mfa_level", 0).put("nsfw_level", 0)
                .put("system_channel_flags", 0).put("premium_progress_bar_enabled", false);
    }

    /** The follow-up messages (ephemeral replies, mostly) of one interaction. */
    List<DataObject> followups(String interactionId) {
        return followups.getOrDefault("itoken-" + interactionId, List.of()).stream().map(messages::get).toList();
    }

    static List<String> customIds(DataObject message) {
        List<String> out = new java.util.ArrayList<>();
        DataArray rows = message.getArray("components");
        for (int r = 0; r < rows.length(); r++) {
            DataArray items = rows.getObject(r).getArray("components");
            for (int i = 0; i < items.length(); i++) {
                DataObject item = items.getObject(i);
                if (item.hasKey("custom_id")) {
                    out.add(item.getString("custom_id"));
                }
                if (item.hasKey("options")) {
                    DataArray options = item.getArray("options");
                    for (int o = 0; o < options.length(); o++) {
                        out.add(options.getObject(o).getString("value"));
                    }
                }
            }
        }
        return out;
    }

    /** The newest message carrying a component whose id starts with {@code prefix}. */
    String messageWith(String prefix) {
        return messages.values().stream()
                .filter(m -> customIds(m).stream().anyMatch(id -> id.startsWith(prefix)))
                .map(m -> m.getString("id")).max(java.util.Comparator.comparingLong(Long::parseLong))
                .orElseThrow(() -> new AssertionError("no message with a component " + prefix));
    }

    List<String> customIdsOf(String messageId) {
        return customIds(messages.get(messageId));
    }

    /** REST calls matching. */
    List<Call> calls(String method, String regex) {
        return calls.stream().filter(c -> c.is(method, regex)).toList();
    }

    @Override
    public void close() {
        // JDA closed its side already; the server drops whatever is left.
        server.close();
    }
}
