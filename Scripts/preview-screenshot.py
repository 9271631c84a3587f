#!/usr/bin/env python3
"""Screenshot of a page in headless Chromium once it has settled, through
the DevTools protocol (Chromium's --screenshot fires before a page's
scripts have loaded their images). Standard library only.

    Scripts/preview-screenshot.py URL OUT.png [WIDTH HEIGHT [WAIT_SECONDS [DEVICE_SCALE]]]

Used for the README's picture of `gravity preview`:
    gravity preview Examples/Cards.xml --port 8123 &
    Scripts/preview-screenshot.py 'http://127.0.0.1:8123/?scale=2&hover=60,40' Docs/preview.png 640 300 2 2
"""
import base64, json, os, re, socket, subprocess, sys, tempfile, time, urllib.request


def websocket(url):
    host, port, path = re.match(r"ws://([^:/]+):(\d+)(/.*)", url).groups()
    sock = socket.create_connection((host, int(port)))
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall((f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                  f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n").encode())
    response = b""
    while b"\r\n\r\n" not in response:
        response += sock.recv(4096)
    assert b" 101 " in response.split(b"\r\n")[0], response
    return sock


def send(sock, message):
    data = json.dumps(message).encode()
    header = bytearray([0x81])
    if len(data) < 126:
        header.append(0x80 | len(data))
    else:
        header.append(0x80 | 126)
        header += len(data).to_bytes(2, "big")
    mask = os.urandom(4)
    sock.sendall(bytes(header) + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(data)))


def receive(sock):
    def exactly(count):
        data = b""
        while len(data) < count:
            chunk = sock.recv(count - len(data))
            if not chunk:
                raise EOFError
            data += chunk
        return data
    message = b""
    while True:
        first, second = exactly(2)
        length = second & 0x7F
        if length == 126:
            length = int.from_bytes(exactly(2), "big")
        elif length == 127:
            length = int.from_bytes(exactly(8), "big")
        message += exactly(length)
        if first & 0x80:
            return json.loads(message)


def main():
    url, out = sys.argv[1], sys.argv[2]
    width, height = (int(sys.argv[3]), int(sys.argv[4])) if len(sys.argv) > 4 else (900, 640)
    wait = float(sys.argv[5]) if len(sys.argv) > 5 else 2.0
    device_scale = sys.argv[6] if len(sys.argv) > 6 else "1"
    profile = tempfile.mkdtemp()
    log = open(os.path.join(profile, "chromium.log"), "w+")
    browser = subprocess.Popen(["chromium", "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                "--remote-debugging-port=0", f"--user-data-dir={profile}",
                                f"--window-size={width},{height}", f"--force-device-scale-factor={device_scale}", url], stdout=subprocess.DEVNULL, stderr=log)
    try:
        port = None
        for _ in range(300):
            log.seek(0)
            found = re.search(r"ws://127\.0\.0\.1:(\d+)/", log.read())
            if found:
                port = found.group(1)
                break
            time.sleep(0.1)
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list"))
        page = next(t for t in targets if t["type"] == "page")
        time.sleep(wait)
        sock = websocket(page["webSocketDebuggerUrl"])
        send(sock, {"id": 1, "method": "Page.captureScreenshot", "params": {"format": "png"}})
        while True:
            reply = receive(sock)
            if reply.get("id") == 1:
                break
        with open(out, "wb") as file:
            file.write(base64.b64decode(reply["result"]["data"]))
        print(f"{out}: {page['title']}")
    finally:
        browser.terminate()
        browser.wait()


if __name__ == "__main__":
    main()
