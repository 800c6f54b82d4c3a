package proc

import (
	"fmt"
	"net"
)

// EnsurePortFree fails with a one-line message when something already listens
// on the TCP address.
func EnsurePortFree(what, addr string) error {
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("%s: port %s is already in use; stop whatever uses it or choose another port", what, addr)
	}
	return l.Close()
}

// FreePort asks the kernel for an unused loopback port.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
