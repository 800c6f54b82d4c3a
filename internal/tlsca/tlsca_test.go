package tlsca

import (
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"os"
	"path/filepath"
	"testing"
)

// A first Ensure makes the CA and the certificates with private keys only
// the owner reads; the frontend's is valid for this machine and the compose
// service, each client's carries its identity and verifies against the CA.
func TestEnsureMakesACAAndACertificatePerProgram(t *testing.T) {
	f := Folder(filepath.Join(t.TempDir(), "tls"))
	if err := f.Ensure(Server, API, Worker); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"ca", Server, API, Worker} {
		files := f.Files(name)
		if st, err := os.Stat(filepath.Dir(files.Key)); err != nil || st.Mode().Perm() != 0o700 {
			t.Fatalf("%s's folder: %v %v", name, st.Mode(), err)
		}
		if st, err := os.Stat(files.Key); err != nil || st.Mode().Perm() != 0o600 {
			t.Fatalf("%s's key: %v %v", name, st.Mode(), err)
		}
	}
	ca, _ := os.ReadFile(f.CA())
	if apiCA, _ := os.ReadFile(f.Files(API).CA); len(ca) == 0 || !bytes.Equal(ca, apiCA) {
		t.Fatal("the API's folder does not hold the CA certificate")
	}
	if _, err := os.Stat(filepath.Dir(f.Files(Operator).Cert)); !os.IsNotExist(err) {
		t.Fatalf("an operator certificate nobody asked for: %v", err)
	}
	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(ca)
	server, _ := readCert(f.Files(Server).Cert)
	for _, host := range ServerHosts {
		if _, err := server.Verify(x509.VerifyOptions{DNSName: host, Roots: roots}); err != nil {
			t.Errorf("the frontend's certificate for %s: %v", host, err)
		}
	}
	api, _ := readCert(f.Files(API).Cert)
	if _, err := api.Verify(x509.VerifyOptions{Roots: roots, KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}); err != nil {
		t.Errorf("the API's client certificate: %v", err)
	}
	if _, err := api.Verify(x509.VerifyOptions{Roots: roots, DNSName: "temporal"}); err == nil {
		t.Error("the API's certificate can serve as the frontend")
	}
	if api.Subject.CommonName != "pursetrade-api" {
		t.Errorf("the API's identity: %q", api.Subject.CommonName)
	}
}

// A restart keeps what exists; a certificate removed (rotation) comes back
// from the same CA, and one asked for later (the operator's) joins it.
func TestEnsureKeepsTheCAAndReissuesWhatIsMissing(t *testing.T) {
	f := Folder(t.TempDir())
	if err := f.Ensure(Server, API); err != nil {
		t.Fatal(err)
	}
	ca, _ := os.ReadFile(f.CA())
	server, _ := os.ReadFile(f.Files(Server).Cert)
	api, _ := os.ReadFile(f.Files(API).Cert)
	if err := os.Remove(f.Files(API).Cert); err != nil {
		t.Fatal(err)
	}
	if err := f.Ensure(Server, API, Operator); err != nil {
		t.Fatal(err)
	}
	if again, _ := os.ReadFile(f.CA()); !bytes.Equal(ca, again) {
		t.Error("the CA changed")
	}
	if again, _ := os.ReadFile(f.Files(Server).Cert); !bytes.Equal(server, again) {
		t.Error("the frontend's certificate changed on restart")
	}
	if again, _ := os.ReadFile(f.Files(API).Cert); bytes.Equal(api, again) || len(again) == 0 {
		t.Error("the removed API certificate was not issued again")
	}
	roots := x509.NewCertPool()
	roots.AppendCertsFromPEM(ca)
	for _, name := range []string{API, Operator} {
		cert, err := readCert(f.Files(name).Cert)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := cert.Verify(x509.VerifyOptions{Roots: roots, KeyUsages: []x509.ExtKeyUsage{x509.ExtKeyUsageClientAuth}}); err != nil {
			t.Errorf("%s after the restart: %v", name, err)
		}
	}
}

// A TLS server that requires client certificates of the CA, as the
// frontend does, takes the API's certificate and refuses a client without.
func TestTheCertificatesMakeMutualTLS(t *testing.T) {
	f := Folder(t.TempDir())
	if err := f.Ensure(Server, API); err != nil {
		t.Fatal(err)
	}
	pool := x509.NewCertPool()
	ca, _ := os.ReadFile(f.CA())
	pool.AppendCertsFromPEM(ca)
	serverPair, err := f.KeyPair(Server)
	if err != nil {
		t.Fatal(err)
	}
	apiPair, err := f.KeyPair(API)
	if err != nil {
		t.Fatal(err)
	}
	ln, err := tls.Listen("tcp", "127.0.0.1:0", &tls.Config{Certificates: []tls.Certificate{serverPair},
		ClientCAs: pool, ClientAuth: tls.RequireAndVerifyClientCert})
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go func() { _ = conn.(*tls.Conn).Handshake(); _, _ = conn.Write([]byte("ok")); conn.Close() }()
		}
	}()
	talk := func(certs []tls.Certificate) error {
		conn, err := tls.Dial("tcp", ln.Addr().String(), &tls.Config{RootCAs: pool, Certificates: certs})
		if err != nil {
			return err
		}
		defer conn.Close()
		_, err = conn.Read(make([]byte, 2)) // TLS 1.3 reports a refused client certificate on the first read
		return err
	}
	if err := talk([]tls.Certificate{apiPair}); err != nil {
		t.Errorf("with the API's certificate: %v", err)
	}
	if err := talk(nil); err == nil {
		t.Error("a client without a certificate was taken")
	}
}
